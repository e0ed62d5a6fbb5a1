#ifndef CXINPUT_H
#define CXINPUT_H
#include <X11/Xlib.h>

/// Creates an input context for `window` on `method` (preedit and status drawn by the input
/// method itself), or NULL. XCreateIC is variadic, which Swift cannot call.
XIC hud_create_input_context(XIM method, Window window);

#endif
