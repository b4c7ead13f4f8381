#pragma once
// libavcodec's declarations only: the library is not linked but loaded with dlopen when a HEIC
// photo is decoded (linking its ~100 dependent libraries would slow every command's start).
#include <libavcodec/avcodec.h>
