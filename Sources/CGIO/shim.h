#include <gio/gio.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

// g_variant_new is variadic and G_VARIANT_TYPE a macro, neither of which Swift can call; these
// build the few tuples the notification server sends.

static inline GVariant *hud_variant_u(guint32 value) { return g_variant_new("(u)", value); }

static inline GVariant *hud_variant_uu(guint32 first, guint32 second) { return g_variant_new("(uu)", first, second); }

static inline GVariant *hud_variant_us(guint32 number, const gchar *text) { return g_variant_new("(us)", number, text); }

static inline GVariant *hud_variant_su(const gchar *text, guint32 number) { return g_variant_new("(su)", text, number); }

static inline GVariant *hud_variant_s(const gchar *text) { return g_variant_new("(s)", text); }

static inline GVariant *hud_variant_ssss(const gchar *a, const gchar *b, const gchar *c, const gchar *d) {
    return g_variant_new("(ssss)", a, b, c, d);
}

static inline GVariant *hud_variant_strv(const gchar *const *strings) { return g_variant_new("(^as)", strings); }


/// G_VARIANT_TYPE_STRING, the element type of an `as`.
static inline const GVariantType *hud_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

/// G_VARIANT_TYPE_BYTE, the element type of an `ay` (image-data's pixels).
static inline const GVariantType *hud_variant_type_byte(void) { return G_VARIANT_TYPE_BYTE; }

/// `a{sv}`, the element type of dunst's NotificationListHistory reply (`aa{sv}`).
static inline const GVariantType *hud_variant_type_vardict(void) { return G_VARIANT_TYPE_VARDICT; }

/// `{sv}`, the entry type of the hints dictionary.
static inline const GVariantType *hud_variant_type_hint_entry(void) { return G_VARIANT_TYPE("{sv}"); }
