interface RecordActionsProps {
  readonly onExport: () => void;
  /** Loading a record file as the game in progress: only where the game is kept on this device. */
  readonly onImport?: ((file: File) => void) | undefined;
}

/** Saving the game as a record file (docs/notation.md) and, for a game on this device, loading one back. */
export function RecordActions({ onExport, onImport }: RecordActionsProps) {
  return (
    <div className="record-actions">
      <button type="button" onClick={onExport}>
        Export record
      </button>
      {onImport ? (
        <label className="file-button">
          Load record
          <input
            type="file"
            accept=".txt,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onImport(file);
              // Cleared, so that loading the same file again is noticed.
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
    </div>
  );
}
