/// <reference types="vite/client" />

/** The build's version (YYYYMMDDHHMM-<git short sha>), compared with the server's. */
declare const __BUILD_VERSION__: string;
