import {
  Award,
  BadgeCheck,
  BookOpen,
  Briefcase,
  FolderKanban,
  Gamepad2,
  GraduationCap,
  HandHeart,
  Languages,
  type LucideIcon,
  MessageSquareQuote,
  Puzzle,
  ScrollText,
  Share2,
  UserRound,
  Wrench,
} from 'lucide-react';

import { type SectionKind } from './section-model';

/** The icon of each section in its heading and on the pane's rail. */
export const sectionIcons: Record<SectionKind | 'basics' | 'summary', LucideIcon> = {
  basics: UserRound,
  summary: ScrollText,
  profiles: Share2,
  experience: Briefcase,
  education: GraduationCap,
  skills: Wrench,
  languages: Languages,
  awards: Award,
  certifications: BadgeCheck,
  interests: Gamepad2,
  projects: FolderKanban,
  publications: BookOpen,
  volunteer: HandHeart,
  references: MessageSquareQuote,
  custom: Puzzle,
};
