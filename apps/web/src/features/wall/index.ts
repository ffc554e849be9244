/** The wall's public surface: the profile page shows it through the app shell's wall slot (lib/wall-slot). */
export { ProfileWall } from './components/profile-wall';
