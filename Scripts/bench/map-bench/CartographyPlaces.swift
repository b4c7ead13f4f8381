/// The cartography survey's places (issue 35), on every continent.
///
/// The places the cartographer's review named; dense cities, coasts, archipelagos, fjords,
/// borders, exclaves, polar places and the 180th meridian. Positions are the places' usual coordinates (town centres, or a point in
/// the water or on the ground the name says).
let cartographyPlaces: [(name: String, continent: String, latitude: Double, longitude: Double)] = [
    // The review's own places.
    ("Giza", "Africa", 30.0131, 31.2089), ("Yokohama", "Asia", 35.4437, 139.638),
    ("Malmö", "Europe", 55.605, 13.0038), ("Point Roberts", "North America", 48.9854, -123.077),
    ("Bodø", "Europe", 67.2804, 14.4049), ("Svolvær", "Europe", 68.2343, 14.5683),
    ("Naxos", "Europe", 37.1036, 25.3766), ("Chios", "Europe", 38.368, 26.1358),
    ("Honningsvåg", "Europe", 70.9821, 25.9704), ("Hudson at Hoboken", "North America", 40.744, -74.018),
    ("Venice lagoon", "Europe", 45.415, 12.31), ("Victoria Harbour", "Asia", 22.29, 114.17),
    ("Isfjorden", "Europe", 78.25, 14.8), ("Sognefjord", "Europe", 61.15, 6.5),
    ("Beagle Channel", "South America", -54.87, -68.1), ("Golden Horn", "Asia", 41.03, 28.96),
    ("Punta Arenas", "South America", -53.1638, -70.9171), ("Porvenir", "South America", -53.2956, -70.3686),
    ("Hong Kong", "Asia", 22.3193, 114.1694), ("Athens", "Europe", 37.9838, 23.7275),
    ("Mykonos", "Europe", 37.4467, 25.3289), ("Nyborg", "Europe", 55.3127, 10.7896),
    ("Ljubljana", "Europe", 46.0569, 14.5058), ("Salzburg", "Europe", 47.8095, 13.055),
    ("London", "Europe", 51.5074, -0.1278), ("Gibraltar", "Europe", 36.1408, -5.3536),
    ("Srinagar", "Asia", 34.0837, 74.7973), ("Muzaffarabad", "Asia", 34.37, 73.47),
    ("Pfälzerhütte", "Europe", 47.1272, 9.5562), ("Kuhgrat", "Europe", 47.1666, 9.5612),
    ("Vaduz", "Europe", 47.141, 9.5209), ("Buzet", "Europe", 45.4095, 13.9661),
    ("Zermatt", "Europe", 46.0207, 7.7491), ("Salar de Uyuni", "South America", -20.25, -67.6),
    ("Copenhagen", "Europe", 55.6761, 12.5683), ("Seattle", "North America", 47.6062, -122.3321),
    ("Vancouver", "North America", 49.2827, -123.1207), ("Feldkirch", "Europe", 47.2378, 9.5981),
    ("Buchs SG", "Europe", 47.1675, 9.4783), ("Kauppatori", "Europe", 60.1676, 24.9525),
    ("Tromsø", "Europe", 69.6492, 18.9553), ("Hammerfest", "Europe", 70.6634, 23.6821),
    ("Ålesund", "Europe", 62.4722, 6.1495),
    // Europe.
    ("Paris", "Europe", 48.8566, 2.3522), ("Berlin", "Europe", 52.52, 13.405),
    ("Rome", "Europe", 41.9028, 12.4964),
    ("Lisbon", "Europe", 38.7223, -9.1393), ("Dubrovnik", "Europe", 42.6507, 18.0944),
    ("Amsterdam", "Europe", 52.3676, 4.9041), ("Baarle-Nassau", "Europe", 51.4425, 4.9297),
    ("Geneva", "Europe", 46.2044, 6.1432), ("Stockholm", "Europe", 59.3293, 18.0686),
    ("Bergen", "Europe", 60.3913, 5.3221), ("Reine", "Europe", 67.9326, 13.0888),
    ("Tórshavn", "Europe", 62.0079, -6.7904), ("Derry", "Europe", 54.9966, -7.3086),
    ("Andorra la Vella", "Europe", 42.5063, 1.5218), ("Monaco", "Europe", 43.7384, 7.4246),
    ("Valletta", "Europe", 35.8989, 14.5146), ("Tallinn", "Europe", 59.437, 24.7536),
    ("Narva", "Europe", 59.3772, 28.1903), ("Kaliningrad", "Europe", 54.7104, 20.4522),
    ("Budapest", "Europe", 47.4979, 19.0402), ("Kyiv", "Europe", 50.4501, 30.5234),
    ("Moscow", "Europe", 55.7558, 37.6173), ("Sevastopol", "Europe", 44.6166, 33.5254),
    ("Nicosia", "Europe", 35.1856, 33.3823), ("Santorini", "Europe", 36.3932, 25.4615),
    ("Ajaccio", "Europe", 41.9192, 8.7386), ("Palma", "Europe", 39.5696, 2.6502),
    ("Büsingen", "Europe", 47.6969, 8.6903), ("Llívia", "Europe", 42.4638, 1.9814),
    ("Trieste", "Europe", 45.6495, 13.7768), ("Reykjavik", "Europe", 64.1466, -21.9426),
    ("Longyearbyen", "Europe", 78.2232, 15.6267), ("Geirangerfjord", "Europe", 62.1049, 7.0947),
    ("Alcala de Henares", "Europe", 40.4818, -3.3636), ("Lofoten sea", "Europe", 68.5, 10.0),
    // Asia.
    ("Tokyo", "Asia", 35.6762, 139.6503), ("Osaka", "Asia", 34.6937, 135.5023),
    ("Seoul", "Asia", 37.5665, 126.978),
    ("Panmunjom", "Asia", 37.9561, 126.6772), ("Beijing", "Asia", 39.9042, 116.4074),
    ("Shanghai", "Asia", 31.2304, 121.4737), ("Macau", "Asia", 22.1987, 113.5439),
    ("Taipei", "Asia", 25.033, 121.5654), ("Manila", "Asia", 14.5995, 120.9842),
    ("Singapore", "Asia", 1.3521, 103.8198), ("Jakarta", "Asia", -6.2088, 106.8456),
    ("Denpasar", "Asia", -8.6705, 115.2126), ("Bangkok", "Asia", 13.7563, 100.5018),
    ("Ha Long Bay", "Asia", 20.9101, 107.1839), ("Delhi", "Asia", 28.6139, 77.209),
    ("Mumbai", "Asia", 19.076, 72.8777), ("Dhaka", "Asia", 23.8103, 90.4125),
    ("Everest base camp", "Asia", 28.0026, 86.8528), ("Wagah", "Asia", 31.6047, 74.5729),
    ("Tehran", "Asia", 35.6892, 51.389), ("Dubai", "Asia", 25.2048, 55.2708),
    ("Jerusalem", "Asia", 31.7683, 35.2137), ("Dead Sea", "Asia", 31.5, 35.5),
    ("Baku", "Asia", 40.4093, 49.8671), ("Ulaanbaatar", "Asia", 47.8864, 106.9057),
    ("Gobi", "Asia", 43.0, 105.0), ("Siberia", "Asia", 65.0, 120.0), ("Kamchatka", "Asia", 56.0, 160.0),
    ("Vladivostok", "Asia", 43.1155, 131.8855), ("Chukotka", "Asia", 65.5, -179.9),
    ("Malé", "Asia", 4.1755, 73.5093), ("Colombo", "Asia", 6.9271, 79.8612),
    ("Wadi Rum", "Asia", 29.5765, 35.4197), ("Empty Quarter", "Asia", 20.0, 50.0),
    // Africa.
    ("Cairo", "Africa", 30.0444, 31.2357), ("Lagos", "Africa", 6.5244, 3.3792),
    ("Nairobi", "Africa", -1.2921, 36.8219),
    ("Cape Town", "Africa", -33.9249, 18.4241), ("Kinshasa", "Africa", -4.4419, 15.2663),
    ("Dakar", "Africa", 14.7167, -17.4677), ("Casablanca", "Africa", 33.5731, -7.5898),
    ("Tunis", "Africa", 36.8065, 10.1815), ("Addis Ababa", "Africa", 9.03, 38.74),
    ("Zanzibar", "Africa", -6.1659, 39.2026), ("Antananarivo", "Africa", -18.8792, 47.5079),
    ("Victoria Falls", "Africa", -17.9243, 25.8572), ("Sossusvlei", "Africa", -24.7275, 15.3408),
    ("Ceuta", "Africa", 35.8894, -5.3213), ("deep Sahara", "Africa", 23.0, 12.0),
    ("Tamanrasset", "Africa", 22.785, 5.5228), ("Port Louis", "Africa", -20.1609, 57.5012),
    ("Kampala", "Africa", 0.3476, 32.5825), ("Laayoune", "Africa", 27.1253, -13.1625),
    // North America.
    ("Manhattan", "North America", 40.7831, -73.9712), ("Boulder", "North America", 40.015, -105.2705),
    ("Honolulu", "North America", 21.3069, -157.8583), ("San Francisco", "North America", 37.7749, -122.4194),
    ("Detroit", "North America", 42.3314, -83.0458), ("Niagara Falls", "North America", 43.0962, -79.0377),
    ("Montreal", "North America", 45.5017, -73.5673), ("Mexico City", "North America", 19.4326, -99.1332),
    ("Tijuana", "North America", 32.5149, -117.0382), ("Havana", "North America", 23.1136, -82.3666),
    ("Juneau", "North America", 58.3019, -134.4197), ("Miami", "North America", 25.7617, -80.1918),
    ("Chicago", "North America", 41.8781, -87.6298), ("Grand Canyon", "North America", 36.0544, -112.1401),
    ("Iqaluit", "North America", 63.7467, -68.517), ("Nuuk", "North America", 64.1814, -51.6941),
    ("Panama City", "North America", 8.9824, -79.5199), ("San Juan", "North America", 18.4655, -66.1057),
    ("Canadian Arctic", "North America", 75.0, -100.0), ("Greenland ice sheet", "North America", 72.0, -40.0),
    // South America.
    ("Buenos Aires", "South America", -34.6037, -58.3816),
    ("Montevideo", "South America", -34.9011, -56.1645),
    ("Rio de Janeiro", "South America", -22.9068, -43.1729), ("Lima", "South America", -12.0464, -77.0428),
    ("Bogotá", "South America", 4.711, -74.0721), ("Galápagos", "South America", -0.9538, -90.9656),
    ("Santiago", "South America", -33.4489, -70.6693), ("Iguazu", "South America", -25.6953, -54.4367),
    ("Manaus", "South America", -3.119, -60.0217), ("Torres del Paine", "South America", -50.9423, -72.9682),
    ("Perito Moreno", "South America", -50.4967, -73.1378), ("Ushuaia", "South America", -54.8019, -68.303),
    ("San Pedro de Atacama", "South America", -22.9087, -68.1997),
    ("Lake Titicaca", "South America", -15.8402, -69.3375),
    ("Stanley", "South America", -51.6977, -57.8517), ("Castro", "South America", -42.4808, -73.7624),
    // Oceania.
    ("Sydney", "Oceania", -33.8688, 151.2093), ("Suva", "Oceania", -18.1248, 178.4501),
    ("Taveuni", "Oceania", -16.85, 179.95), ("Bora Bora", "Oceania", -16.5004, -151.7415),
    ("Auckland", "Oceania", -36.8485, 174.7633), ("Wellington", "Oceania", -41.2865, 174.7762),
    ("Milford Sound", "Oceania", -44.6414, 167.8974), ("Hobart", "Oceania", -42.8821, 147.3272),
    ("Perth", "Oceania", -31.9505, 115.8605), ("Darwin", "Oceania", -12.4634, 130.8456),
    ("Uluru", "Oceania", -25.3444, 131.0369), ("Port Moresby", "Oceania", -9.4438, 147.1803),
    ("Nouméa", "Oceania", -22.2758, 166.458), ("Apia", "Oceania", -13.8333, -171.75),
    ("Kiritimati", "Oceania", 1.87, -157.4), ("Cairns", "Oceania", -16.9186, 145.7781),
    // Antarctica and open ocean.
    ("McMurdo", "Antarctica", -77.8419, 166.6863), ("South Pole", "Antarctica", -89.9, 0),
    ("Palmer Station", "Antarctica", -64.7743, -64.0538), ("Esperanza", "Antarctica", -63.3975, -56.9972),
    ("Mawson", "Antarctica", -67.6, 62.87), ("Southern Ocean", "Antarctica", -60, 90),
    ("North Pole", "Arctic", 89.9, 0), ("mid-Atlantic", "Ocean", 30, -40), ("mid-Pacific", "Ocean", 0, -140),
    ("Tristan da Cunha", "Ocean", -37.0676, -12.3116),
]

/// The survey's trips: stops as a journal's entries would be, in order.
let cartographyTrips: [(name: String, stops: [(Double, Double)])] = [
    ("Patagonia", patagoniaTrip), ("Norway coast", norwayTrip), ("Japan", japanTrip),
    (
        "Geneva to Vaduz",
        [(46.2044, 6.1432), (46.5197, 6.6323), (46.0207, 7.7491), (46.8182, 8.2275), (47.141, 9.5209)]
    ),
    ("Liechtenstein", [(47.141, 9.5209), (47.0664, 9.5656), (47.1272, 9.5562), (47.1666, 9.5612)]),
    (
        "Norway north",
        [
            (62.4722, 6.1495), (63.4305, 10.3951), (67.2804, 14.4049), (68.2343, 14.5683), (69.6492, 18.9553),
            (70.6634, 23.6821),
        ]
    ),
    (
        "Cyclades",
        [(37.9415, 23.6463), (37.4467, 25.3289), (37.1036, 25.3766), (36.3932, 25.4615), (38.368, 26.1358)]
    ),
    (
        "Scotland",
        [(55.9533, -3.1883), (56.4907, -4.2026), (57.4778, -4.2247), (57.2736, -6.2155), (55.8642, -4.2518)]
    ),
    (
        "Iceland ring",
        [
            (64.1466, -21.9426), (63.4186, -19.0060), (64.2539, -15.2082), (65.6835, -18.0878),
            (64.1466, -21.9426),
        ]
    ),
    (
        "California",
        [
            (37.7749, -122.4194), (36.6002, -121.8947), (35.2828, -120.6596), (34.4208, -119.6982),
            (34.0522, -118.2437),
        ]
    ),
    (
        "Vietnam",
        [
            (21.0278, 105.8342), (20.9101, 107.1839), (16.0544, 108.2022), (15.8801, 108.338),
            (10.8231, 106.6297),
        ]
    ),
    (
        "New Zealand",
        [
            (-36.8485, 174.7633), (-38.1368, 176.2497), (-41.2865, 174.7762), (-43.532, 172.6306),
            (-44.6414, 167.8974),
        ]
    ),
    (
        "Morocco",
        [(33.5731, -7.5898), (34.0209, -6.8416), (34.0181, -5.0078), (31.6295, -7.9811), (30.4278, -9.5981)]
    ),
    ("Safari", [(-1.2921, 36.8219), (-2.3333, 34.8333), (-3.3869, 36.683), (-6.1659, 39.2026)]),
    ("Peru", [(-12.0464, -77.0428), (-13.5319, -71.9675), (-13.1631, -72.545), (-15.8402, -70.0219)]),
    ("Central Europe", [(52.52, 13.405), (50.0755, 14.4378), (48.2082, 16.3738), (47.4979, 19.0402)]),
    (
        "Baltic",
        [(60.1699, 24.9384), (59.437, 24.7536), (56.9496, 24.1052), (54.6872, 25.2797), (53.9006, 27.559)]
    ),
    (
        "Adriatic",
        [(45.4408, 12.3155), (45.6495, 13.7768), (45.4095, 13.9661), (43.5081, 16.4402), (42.6507, 18.0944)]
    ),
    ("Fiji", [(-18.1248, 178.4501), (-16.85, 179.95), (-17.7765, 177.4356)]),
    (
        "Hong Kong and Macau",
        [(22.2783, 114.1747), (22.3193, 114.1694), (22.5431, 114.0579), (22.1987, 113.5439)]
    ),
]
