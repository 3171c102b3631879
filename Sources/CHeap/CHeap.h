// glibc's heap tuning (`mallopt`), which Swift's Glibc module does not declare.
#if defined(__linux__)
#include <malloc.h>
#endif
