#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

// glibc declares memfd_create only under _GNU_SOURCE, which the Glibc module was built without.
static inline int hud_memfd_create(const char *name) {
    return (int)syscall(SYS_memfd_create, name, 1U /* MFD_CLOEXEC */);
}
