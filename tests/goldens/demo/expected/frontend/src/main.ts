// Generated once by genix: the entry of the admin pages. Yours to change.
import { createApp } from "vue";
import ElementPlus from "element-plus";
import "element-plus/dist/index.css";
import App from "./App.vue";
import { router } from "./router";
import { setBaseUrl } from "./api/request";

// empty: the page's own origin (the dev server proxies the API to the server)
setBaseUrl(String(import.meta.env.VITE_API_BASE_URL ?? ""));

createApp(App).use(ElementPlus).use(router).mount("#app");
