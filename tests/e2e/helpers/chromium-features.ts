/**
 * Chromium features switched off. Headless Chromium still preloads its address bar's WebUI popup
 * (a renderer of its own that took an eighth of the suite's CPU); the WebUI features below stop
 * that. Chromium reads only the last --disable-features switch, so this one repeats what
 * Playwright switches off with its own (playwright-core's chromiumSwitches;
 * tests/unit/chromium-features.test.ts notices when an upgrade of Playwright adds one).
 */
export const DISABLED_CHROMIUM_FEATURES = [
  // Playwright's own list.
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // Ours: the address bar's WebUI, preloaded for a window nobody sees.
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];
