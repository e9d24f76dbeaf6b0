/** Build of the editor benchmark page (bench/editor): production mode, its own output folder. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/editor',
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../../dist-bench-editor', emptyOutDir: true },
});
