import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePreview } from '../../../src/ui/file-preview';

describe('FilePreview', () => {
  it('shows a pdf in a frame with a download link', () => {
    render(<FilePreview url="https://files.example.com/debit-note.pdf" fileName="debit-note.pdf" />);
    expect(screen.getByTitle('debit-note.pdf').tagName).toBe('IFRAME');
    expect(screen.getByTitle('debit-note.pdf')).toHaveAttribute('src', 'https://files.example.com/debit-note.pdf');
    const link = screen.getByRole('link', { name: 'Download debit-note.pdf' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/debit-note.pdf');
    expect(link).toHaveAttribute('download', 'debit-note.pdf');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(['receipt.jpg', 'receipt.JPEG', 'receipt.png'])('shows %s as an image named after the file', (fileName) => {
    render(<FilePreview url="https://files.example.com/x" fileName={fileName} />);
    expect(screen.getByRole('img', { name: fileName })).toHaveAttribute('src', 'https://files.example.com/x');
    expect(screen.queryByTitle(fileName)).not.toBeInTheDocument();
  });

  it('trusts a specific mime type over the file name', () => {
    render(<FilePreview url="https://files.example.com/blob" fileName="upload" mimeType="application/pdf" />);
    expect(screen.getByTitle('upload').tagName).toBe('IFRAME');
  });

  it('falls back to the file name when the mime type is generic', () => {
    render(<FilePreview url="/f" fileName="scan.png" mimeType="application/octet-stream" />);
    expect(screen.getByRole('img', { name: 'scan.png' })).toBeInTheDocument();
  });

  it('shows other types as a card with a download link and no preview', () => {
    render(<FilePreview url="/files/schedule.xlsx" fileName="schedule.xlsx" />);
    expect(screen.getByText('No preview for this file type')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download schedule.xlsx' })).toHaveAttribute('href', '/files/schedule.xlsx');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTitle('schedule.xlsx')).not.toBeInTheDocument();
  });
});
