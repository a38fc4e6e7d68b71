export { SettingsSection, type SettingsSectionProps } from './SettingsSection';
