// Runs before the app bundle so a dark-theme visitor never sees a light flash.
// Must agree with src/lib/theme.ts (key 'circles-theme', zustand persist shape).
(() => {
  let mode = 'system';
  try {
    const saved = JSON.parse(localStorage.getItem('circles-theme') || 'null');
    if (['light', 'dark', 'system'].includes(saved?.state?.mode)) mode = saved.state.mode;
  } catch {
    // Storage blocked or corrupt: follow the system.
  }
  const isDark = mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
})();
