/** One place that reloads the page, so tests can watch it (jsdom's location cannot be spied on). */
export function reloadPage() {
  window.location.reload();
}
