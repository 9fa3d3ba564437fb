import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip siblings of every text asset, made once at build; the server's static handler
    // sends the one the browser accepts (preCompressed), so no request pays for compression.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
});
