/** The settings module's public face: what other modules may import from it. */
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
