import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  weights: {
    title: 'Çəkilər',
    intro: 'Çəkilər faizlədir: yarısı üçün 50 yazın.',
    sum: 'Cəm: {{sum}} %',
    sumLabel: 'Cəm',
    sumOk: 'Çəkilərin cəmi düzgündür.',
    saved: 'Çəkilər yadda saxlanıldı.',
    parties: {
      manager: 'Rəhbər',
      subworker: 'Tabeli işçi',
      coworker: 'Həmkar',
      self: 'Özü',
    },
    split: {
      title: 'Yekun balın bölgüsü',
      intro: 'Hədəflərin və kompetensiyaların yekun bala payı (cəmi dəqiq 100 %) və rəqəmsal hədəflərin nailiyyətinin yuxarı həddi.',
      goals: 'Hədəflər',
      skills: 'Kompetensiyalar',
      maxAchievement: 'Maksimum nailiyyət',
      maxAchievementHint: '1-dən 2-yə qədər: {{example}} rəqəmsal hədəfin 120 %-ə qədər sayılmasına imkan verir.',
    },
    partyCard: {
      title: 'Qiymətləndirmə tərəfləri',
      intro: 'Hər tərəfin kompetensiya balında çəkisi: cəmi ən çox 100 %. Çəkisi 0 olan tərəf istifadə olunmur.',
    },
    personal: {
      title: 'Fərdi tərəf çəkiləri',
      intro: 'Ayrı-ayrı işçilər üçün layihənin tərəf çəkiləri əvəzinə tətbiq olunan çəkilər.',
      projectWeights: 'Layihənin çəkiləri',
      employee: 'İşçi',
      department: 'Şöbə',
      edit: 'Fərdi çəkiləri redaktə et',
      remove: 'Fərdi çəkiləri sil',
      removeQuestion: '{{name}} üçün yenidən layihənin tərəf çəkiləri tətbiq olunacaq.',
      dialogTitle: '{{name}} üçün fərdi çəkilər',
      dialogIntro: 'Bu çəkilər həmin işçi üçün layihənin tərəf çəkilərini əvəz edir.',
      export: 'İxrac',
      importTitle: 'Fərdi çəkiləri idxal et',
      importHelp: 'Faylda çəkilər əvvəlki fayllardakı kimi kəsrdir: 25 % üçün {{example}}. Hər sətrin cəmi ən çox 1-dir.',
      empty: 'İşçi tapılmadı.',
    },
    individual: {
      title: 'İndividual çəkilər',
      intro: 'Ayrı-ayrı işçilər üçün layihənin bölgüsü əvəzinə hədəf / kompetensiya bölgüsü.',
      add: 'İndividual çəki əlavə et',
      employee: 'İşçi',
      chooseEmployee: 'İşçi seçin',
      edit: 'İndividual çəkini redaktə et',
      remove: 'İndividual çəkini sil',
      removeQuestion: '{{name}} üçün yenidən layihənin yekun bal bölgüsü tətbiq olunacaq.',
      dialogTitle: 'İndividual çəki',
      empty: 'Heç bir işçinin individual çəkisi yoxdur: hamıya layihənin bölgüsü tətbiq olunur.',
    },
    search: 'Nömrə və ya ada görə axtarış',
  },
};
