import { defineConfig } from 'vitest/config';

/** Unit tests of the web client run in node: route catalogue, formatting, pure helpers. */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
