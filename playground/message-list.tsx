interface MessageListProps {
  title: string;
  messages: readonly string[];
  tone: 'error' | 'warning' | 'info';
}

/** A titled list of messages; errors are announced to screen readers as alerts. */
export function MessageList({ title, messages, tone }: MessageListProps) {
  if (messages.length === 0) return null;
  return (
    <div className={`messages ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <strong>{title}</strong>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
