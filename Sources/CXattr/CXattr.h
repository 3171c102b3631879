// Extended attributes (`flistxattr`, `fgetxattr`, `fsetxattr`), which Swift's Glibc module does not
// declare; Darwin's module does.
#if defined(__linux__)
#include <sys/xattr.h>
#endif
