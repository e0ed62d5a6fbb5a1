#include "cxinput.h"

XIC hud_create_input_context(XIM method, Window window) {
    return XCreateIC(method,
                     XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window,
                     XNFocusWindow, window,
                     NULL);
}
