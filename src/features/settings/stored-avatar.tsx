import { useStoredImage } from './use-stored-image';

/** A person's stored picture, fetched with their session; their initials' place-holder until there is one. */
export function StoredAvatar({ uri, alt }: { uri: string | null; alt: string }) {
  const source = useStoredImage(uri);
  if (!source) {
    return (
      <span
        role="img"
        aria-label={uri ? alt : 'No picture yet'}
        className="flex size-20 items-center justify-center rounded-full bg-slate-100 text-slate-400 ring-1 ring-slate-200"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-10">
          <path d="M10 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3.465 14.493a1.23 1.23 0 0 0 .41 1.412A9.957 9.957 0 0 0 10 18c2.31 0 4.438-.784 6.131-2.1.43-.333.604-.903.408-1.41a7.002 7.002 0 0 0-13.074.003Z" />
        </svg>
      </span>
    );
  }
  return <img src={source} alt={alt} className="size-20 rounded-full object-cover ring-1 ring-slate-200" />;
}
