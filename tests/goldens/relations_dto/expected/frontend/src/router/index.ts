// Generated once by genix: the router of the admin pages (src/router/routes.ts lists them). Yours to change.
import { createRouter, createWebHashHistory } from "vue-router";
import type { RouteRecordRaw } from "vue-router";
import { routes } from "./routes";

const home: RouteRecordRaw[] = routes.length > 0 ? [{ path: "/", redirect: routes[0].path }] : [];

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [...routes, ...home],
});
