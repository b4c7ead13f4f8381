import Foundation

/// Open-Meteo replies written by hand in the shape the public documentation shows
/// (`timeformat=unixtime`, `timezone=auto`); the values are made up but plausible.
enum OpenMeteoFixtures {
    /// Forecast API, `current=`: Berlin at 2024-06-14T08:30:00Z, partly cloudy, daytime.
    static let currentBerlin = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.04506111145019531,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "current_units":{"time":"unixtime","interval":"seconds","temperature_2m":"°C",\
        "weather_code":"wmo code","is_day":""},\
        "current":{"time":1718353800,"interval":900,"temperature_2m":21.3,"weather_code":2,"is_day":1}}
        """

    /// The instant of `currentBerlin`'s current interval.
    static let currentBerlinTime = Date(timeIntervalSince1970: 1_718_353_800)

    /// Forecast API, `hourly=`: Berlin 2024-06-14 06:00Z to 11:00Z, the 08:00Z hour missing.
    static let recentBerlin = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.0629425048828125,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code","is_day":""},\
        "hourly":{"time":[1718344800,1718348400,1718352000,1718355600,1718359200,1718362800],\
        "temperature_2m":[16.1,17.4,null,19.8,20.9,21.6],\
        "weather_code":[1,2,null,3,3,61],\
        "is_day":[1,1,1,1,1,1]}}
        """

    /// Historical-forecast API: Berlin across the spring-forward night of 2023-03-26
    /// (22:00Z to 03:00Z; clocks jump from 02:00 CET to 03:00 CEST at 01:00Z).
    static let historicalBerlinSpringForward = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.11491775512695312,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code","is_day":""},\
        "hourly":{"time":[1679781600,1679785200,1679788800,1679792400,1679796000,1679799600],\
        "temperature_2m":[4.2,3.9,3.5,3.1,2.8,2.6],\
        "weather_code":[3,3,61,61,63,3],\
        "is_day":[0,0,0,0,0,0]}}
        """

    /// Historical-forecast API with every value missing (a gap in the archived forecasts).
    static let historicalAllNull = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.05,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code","is_day":""},\
        "hourly":{"time":[1679781600,1679785200,1679788800,1679792400,1679796000,1679799600],\
        "temperature_2m":[null,null,null,null,null,null],\
        "weather_code":[null,null,null,null,null,null],\
        "is_day":[null,null,null,null,null,null]}}
        """

    /// Archive API (ERA5, no `is_day`): Oslo on the evening of 1990-01-15, 18:00Z to 23:00Z.
    static let archiveOslo1990 = """
        {"latitude":59.9,"longitude":10.75,"generationtime_ms":0.9659528732299805,\
        "utc_offset_seconds":3600,"timezone":"Europe/Oslo","timezone_abbreviation":"CET",\
        "elevation":23.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code"},\
        "hourly":{"time":[632426400,632430000,632433600,632437200,632440800,632444400],\
        "temperature_2m":[-6.4,-7.1,-7.9,-8.3,-8.8,-9.2],\
        "weather_code":[3,2,0,0,1,71]}}
        """

    /// Archive API for Berlin's spring-forward night (the fallback after `historicalAllNull`).
    static let archiveBerlinSpringForward = """
        {"latitude":52.5,"longitude":13.4,"generationtime_ms":0.7,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code"},\
        "hourly":{"time":[1679781600,1679785200,1679788800,1679792400,1679796000,1679799600],\
        "temperature_2m":[4.0,3.7,3.3,3.0,2.7,2.5],\
        "weather_code":[3,3,53,53,55,3]}}
        """

    /// A reply whose hourly block lacks `weather_code`.
    static let hourlyWithoutWeatherCode = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.05,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C"},\
        "hourly":{"time":[1718344800,1718348400],"temperature_2m":[16.1,17.4]}}
        """

    /// A reply in °F although °C was asked for.
    static let hourlyFahrenheit = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.05,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°F","weather_code":"wmo code","is_day":""},\
        "hourly":{"time":[1718344800,1718348400],"temperature_2m":[61.0,63.3],\
        "weather_code":[1,2],"is_day":[1,1]}}
        """

    /// A reply whose hourly arrays differ in length.
    static let hourlyLengthMismatch = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.05,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly_units":{"time":"unixtime","temperature_2m":"°C","weather_code":"wmo code","is_day":""},\
        "hourly":{"time":[1718344800,1718348400],"temperature_2m":[16.1],\
        "weather_code":[1,2],"is_day":[1,1]}}
        """

    /// A reply with temperatures as text, the wrong type.
    static let hourlyWrongType = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.05,\
        "utc_offset_seconds":7200,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",\
        "elevation":38.0,\
        "hourly":{"time":[1718344800],"temperature_2m":["warm"],"weather_code":[1],"is_day":[1]}}
        """

    /// HTTP 400 body for a date outside the archive's range.
    static let errorOutOfRange = """
        {"error":true,"reason":"Parameter 'start_date' is out of allowed range from 1940-01-01 to 2024-06-20"}
        """

    /// HTTP 429 body for the daily limit.
    static let errorDailyLimit = """
        {"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}
        """
}
