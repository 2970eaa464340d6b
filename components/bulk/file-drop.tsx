'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FileUp } from '@/components/ui/icons';
import { ACCEPTED_EXTENSIONS, MAX_FILE_MB } from '@/lib/bulk/limits';
import { cn } from '@/components/ui/cn';

/**
 * The upload area: a native file input named "CSV file" (keyboard and screen readers know it), in
 * a box that also takes a dropped file. Every file goes to `onFile`, which judges it.
 */
export const FileDrop = memo(function FileDrop({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const t = useTranslations('BulkConvert');
  const id = useId();
  const hintId = `${id}-hint`;
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // A file chosen before the scripts ran sits in the input with no change event heard: load it
  // once, as the component first runs.
  const firstOnFile = useRef(onFile);
  useEffect(() => {
    const file = inputRef.current?.files?.[0];
    if (file !== undefined) firstOnFile.current(file);
  }, []);

  const over = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (disabled || file === undefined) return;
    // The input shows the dropped file's name too, as if it had been chosen with it.
    if (inputRef.current !== null) inputRef.current.files = event.dataTransfer.files;
    onFile(file);
  };

  return (
    <div
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <FileUp aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <p className="text-sm text-slate-700">{dragging ? t('dropActive') : t('dropHint')}</p>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {t('fileLabel')}
      </label>
      <input
        id={id}
        type="file"
        accept={[...ACCEPTED_EXTENSIONS, 'text/csv', 'text/plain'].join(',')}
        aria-describedby={hintId}
        ref={inputRef}
        disabled={disabled}
        onClick={(event) => {
          // Cleared as the dialog opens, so choosing the same file again (after fixing it) loads it again.
          event.currentTarget.value = '';
        }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file !== undefined) onFile(file);
        }}
        className="max-w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:font-medium file:text-white hover:file:bg-brand-700 disabled:opacity-60"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('fileLimits', { max: MAX_FILE_MB })}
      </p>
    </div>
  );
});
