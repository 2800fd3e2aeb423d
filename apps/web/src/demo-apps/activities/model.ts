/** One entry of the activity timeline; a person's activity has an image, a system one an icon. */
export interface Activity {
  id: string;
  icon: string | null;
  image: string | null;
  description: string;
  date: string;
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
}
