// Types Vite's `import.meta.glob` for the story tests without pulling in all of vite/client (CSS and asset modules included).
import type { ImportGlobFunction } from 'vite';

declare global {
  interface ImportMeta {
    glob: ImportGlobFunction;
  }
}
