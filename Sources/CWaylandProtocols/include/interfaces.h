#ifndef HUD_WAYLAND_INTERFACES_H
#define HUD_WAYLAND_INTERFACES_H
#include <wayland-client.h>
#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "xdg-output-unstable-v1-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "primary-selection-unstable-v1-client-protocol.h"
#include "text-input-unstable-v3-client-protocol.h"
#include "wlr-screencopy-unstable-v1-client-protocol.h"

// Swift sees an interface as a constant value, whose address it cannot take; libwayland keeps the
// address in every proxy, so a copy will not do.
static inline const struct wl_interface *hud_compositor_interface(void) { return &wl_compositor_interface; }
static inline const struct wl_interface *hud_shm_interface(void) { return &wl_shm_interface; }
static inline const struct wl_interface *hud_seat_interface(void) { return &wl_seat_interface; }
static inline const struct wl_interface *hud_output_interface(void) { return &wl_output_interface; }
static inline const struct wl_interface *hud_data_device_manager_interface(void) {
    return &wl_data_device_manager_interface;
}
static inline const struct wl_interface *hud_layer_shell_interface(void) { return &zwlr_layer_shell_v1_interface; }
static inline const struct wl_interface *hud_output_manager_interface(void) {
    return &zxdg_output_manager_v1_interface;
}
static inline const struct wl_interface *hud_viewporter_interface(void) { return &wp_viewporter_interface; }
static inline const struct wl_interface *hud_fractional_scale_manager_interface(void) {
    return &wp_fractional_scale_manager_v1_interface;
}
static inline const struct wl_interface *hud_primary_selection_manager_interface(void) {
    return &zwp_primary_selection_device_manager_v1_interface;
}
static inline const struct wl_interface *hud_screencopy_manager_interface(void) {
    return &zwlr_screencopy_manager_v1_interface;
}
static inline const struct wl_interface *hud_text_input_manager_interface(void) {
    return &zwp_text_input_manager_v3_interface;
}
#endif
