import HUDKit

// A program that uses HUDKit and nothing else of this package, as an application would: what it
// loads is what the library costs (LibraryFootprintTests checks it with ldd). It shows its
// arguments as a toast on $DISPLAY; without a display HUDKit logs why on stderr.
Toast.show(CommandLine.arguments.dropFirst().joined(separator: " "))
