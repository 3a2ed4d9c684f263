import { FilePreview } from '../../src/ui/file-preview';
import type { Meta, StoryObj } from '@storybook/react-vite';

// Small inline files so the stories work offline.
const pdfUrl = `data:application/pdf;base64,${btoa(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
)}`;
const imageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="100%" height="100%" fill="#eef6ff"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" fill="#13469c">Receipt RC-004512</text></svg>',
)}`;

const meta = {
  title: 'UI/FilePreview',
  component: FilePreview,
  args: { url: pdfUrl, fileName: 'debit-note-INV-0042.pdf' },
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pdf: Story = {};
export const Image: Story = { args: { url: imageUrl, fileName: 'receipt-RC-004512.png' } };
export const OtherType: Story = { args: { url: '#', fileName: 'remittance-schedule.xlsx' } };
