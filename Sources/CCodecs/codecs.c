#include "outdoor_codecs.h"
