public enum HUDX11Placeholder {}
