// libnetcdf's C API, as Debian's libnetcdf-dev installs it.
#include <netcdf.h>
