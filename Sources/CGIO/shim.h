#include <gio/gio.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

// G_VARIANT_TYPE is a macro, which Swift cannot call; these give the tests' own GDBus client the
// types it builds a Notify call's hints with.

/// G_VARIANT_TYPE_BYTE, the element type of an `ay` (image-data's pixels).
static inline const GVariantType *hud_variant_type_byte(void) { return G_VARIANT_TYPE_BYTE; }

/// `{sv}`, the entry type of the hints dictionary.
static inline const GVariantType *hud_variant_type_hint_entry(void) { return G_VARIANT_TYPE("{sv}"); }
