// Vitest runs server modules outside React's server environment; the real package would throw.
export {};
