export { ChatPanel, type ChatPanelMessage, type ChatPanelProps } from './ChatPanel';
