// Generated once by genix: `npm run dev` serves the admin pages and hands the API to the server. Yours to change.
import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

// the Spring Boot server (`API_URL=http://host:port npm run dev` for another)
const api = process.env.API_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [vue()],
  build: { chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      "/api": api,
    },
  },
});
