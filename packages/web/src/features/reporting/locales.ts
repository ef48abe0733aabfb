/**
 * The reporting screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error).
 * Counted texts are i18next plurals: English and Azerbaijani have one and other, Russian one, few and many.
 */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  reporting: {
    tabs: { exports: 'Data exports' },
    exports: {
      start: {
        title: 'Export all data of a period',
        intro: 'One Excel workbook with the whole project’s data of the period, for the people in your department scope, with one sheet per kind:',
        sheets: {
          finalResults: 'Final results: per employee and round, the goal and competency overall, the final and calibrated score, the grade and completeness',
          skillResults: 'Competency results: per employee, round, competency and party, the party’s mean, its ratings and the competency’s score',
          goalResults: 'Goal results: per goal and sub goal, the target, actual, direction, weight and score',
          evaluations: 'Evaluations: evaluatee, evaluator, party, kind and round, with when each was activated, completed or terminated',
          calibration: 'Calibration trail: every change made in calibration, with who made it and why',
        },
        kept_one: 'The workbook is made in the background. You are notified when it is ready, and can download it here for {{count}} day; then it is deleted.',
        kept_other:
          'The workbook is made in the background. You are notified when it is ready, and can download it here for {{count}} days; then it is deleted.',
        period: 'Period',
        button: 'Export all data of the period',
        started: 'The export of {{period}} has started. You will be notified when it is ready.',
        underWay: 'An export is being made. You can start another one once it is ready.',
        noPeriods: 'There is no period yet: set up periods on the Periods screen first.',
      },
      list: {
        title: 'Exports',
        loadFailed: 'The data exports could not be loaded.',
        empty: 'No data has been exported yet.',
        emptyHint:
          'Choose a period above and press “Export all data of the period”. The export is listed here with its progress, and its workbook can be downloaded once it is ready.',
        requested: 'Asked for by {{name}} on {{date}}',
        state: { queued: 'Queued', running: 'In progress', ready: 'Ready', failed: 'Failed', expired: 'Expired' },
        progress: 'Progress of the export of {{period}}',
        waiting: 'Waiting to start',
        ready: '{{size}} · expires on {{date}}',
        failed: 'The workbook could not be made. Start the export again.',
        expired: 'The workbook was deleted on {{date}}. Start a new export to get the data again.',
        download: 'Download',
        downloadLabel: 'Download the data of {{period}}',
        size: { kb: '{{value}} KB', mb: '{{value}} MB', gb: '{{value}} GB' },
      },
    },
  },
};

const az: Shape<typeof en> = {
  reporting: {
    tabs: { exports: 'Məlumatların ixracı' },
    exports: {
      start: {
        title: 'Dövrün bütün məlumatlarını ixrac edin',
        intro: 'Dövr üzrə layihənin bütün məlumatları, şöbə əhatənizdəki işçilər üçün, bir Excel faylında; hər məlumat növü ayrıca vərəqdədir:',
        sheets: {
          finalResults:
            'Yekun nəticələr: hər işçi və mərhələ üzrə hədəflər və kompetensiyalar üzrə yekun, yekun bal və kalibrləmədən sonrakı bal, dərəcə və tamamlanma',
          skillResults: 'Kompetensiya nəticələri: hər işçi, mərhələ, kompetensiya və tərəf üzrə tərəfin orta balı, qiymətlərin sayı və kompetensiyanın balı',
          goalResults: 'Hədəf nəticələri: hər hədəf və alt hədəf üzrə hədəf dəyəri, faktiki dəyər, istiqamət, çəki və bal',
          evaluations:
            'Qiymətləndirmələr: qiymətləndirilən, qiymətləndirən, tərəf, növ və mərhələ, hər birinin nə vaxt aktivləşdirildiyi, tamamlandığı və ya dayandırıldığı',
          calibration: 'Kalibrləmə tarixçəsi: kalibrləmədə edilən hər dəyişiklik, onu kimin və nə üçün etdiyi ilə',
        },
        kept_one:
          'Fayl arxa planda hazırlanır. Hazır olanda sizə bildiriş gələcək və onu burada {{count}} gün ərzində yükləyə biləcəksiniz; sonra fayl silinir.',
        kept_other:
          'Fayl arxa planda hazırlanır. Hazır olanda sizə bildiriş gələcək və onu burada {{count}} gün ərzində yükləyə biləcəksiniz; sonra fayl silinir.',
        period: 'Dövr',
        button: 'Dövrün bütün məlumatlarını ixrac et',
        started: '{{period}} dövrünün ixracı başladı. Hazır olanda sizə bildiriş gələcək.',
        underWay: 'Məlumatlar ixrac olunur. Hazır olduqdan sonra yenisini başlada bilərsiniz.',
        noPeriods: 'Hələ dövr yoxdur: əvvəlcə «Dövrlər» ekranında dövrləri yaradın.',
      },
      list: {
        title: 'İxraclar',
        loadFailed: 'Məlumat ixraclarını yükləmək mümkün olmadı.',
        empty: 'Hələ heç bir məlumat ixrac olunmayıb.',
        emptyHint:
          'Yuxarıda dövrü seçin və «Dövrün bütün məlumatlarını ixrac et» düyməsini basın. İxrac gedişatı ilə birlikdə burada görünəcək, hazır olanda isə faylı yükləyə biləcəksiniz.',
        requested: 'Sorğu edən: {{name}}, {{date}}',
        state: { queued: 'Növbədə', running: 'Hazırlanır', ready: 'Hazırdır', failed: 'Alınmadı', expired: 'Müddəti bitib' },
        progress: '{{period}} dövrünün ixracının gedişatı',
        waiting: 'Başlamağı gözləyir',
        ready: '{{size}} · {{date}} tarixinədək əlçatandır',
        failed: 'Faylı hazırlamaq mümkün olmadı. İxracı yenidən başladın.',
        expired: 'Fayl {{date}} tarixində silinib. Məlumatları yenidən almaq üçün yeni ixrac başladın.',
        download: 'Yüklə',
        downloadLabel: '{{period}} dövrünün məlumatlarını yüklə',
        size: { kb: '{{value}} KB', mb: '{{value}} MB', gb: '{{value}} GB' },
      },
    },
  },
};

const ru: Shape<typeof en> = {
  reporting: {
    tabs: { exports: 'Выгрузка данных' },
    exports: {
      start: {
        title: 'Выгрузить все данные периода',
        intro: 'Одна книга Excel со всеми данными проекта за период по сотрудникам ваших отделов, по листу на каждый вид данных:',
        sheets: {
          finalResults:
            'Итоговые результаты: по каждому сотруднику и этапу итог по целям и компетенциям, итоговый балл и балл после калибровки, оценка и завершённость',
          skillResults: 'Результаты по компетенциям: по каждому сотруднику, этапу, компетенции и стороне среднее стороны, число оценок и балл компетенции',
          goalResults: 'Результаты по целям: по каждой цели и подцели целевое и фактическое значение, направление, вес и балл',
          evaluations: 'Оценивания: оцениваемый, оценивающий, сторона, вид и этап, а также когда каждое было активировано, завершено или прекращено',
          calibration: 'Журнал калибровки: каждое изменение при калибровке, кто и почему его внёс',
        },
        kept_one:
          'Книга готовится в фоне. Когда она будет готова, вы получите уведомление и сможете скачать её здесь в течение {{count}} дня; затем она удаляется.',
        kept_few:
          'Книга готовится в фоне. Когда она будет готова, вы получите уведомление и сможете скачать её здесь в течение {{count}} дней; затем она удаляется.',
        kept_many:
          'Книга готовится в фоне. Когда она будет готова, вы получите уведомление и сможете скачать её здесь в течение {{count}} дней; затем она удаляется.',
        kept_other:
          'Книга готовится в фоне. Когда она будет готова, вы получите уведомление и сможете скачать её здесь в течение {{count}} дня; затем она удаляется.',
        period: 'Период',
        button: 'Выгрузить все данные периода',
        started: 'Выгрузка данных периода «{{period}}» началась. Когда она будет готова, вы получите уведомление.',
        underWay: 'Выгрузка уже готовится. Новую можно будет запустить, когда она будет готова.',
        noPeriods: 'Периодов пока нет: сначала настройте периоды на экране «Периоды».',
      },
      list: {
        title: 'Выгрузки',
        loadFailed: 'Не удалось загрузить список выгрузок.',
        empty: 'Данные ещё не выгружались.',
        emptyHint:
          'Выберите период выше и нажмите «Выгрузить все данные периода». Выгрузка появится здесь вместе с ходом подготовки, а когда она будет готова, книгу можно будет скачать.',
        requested: 'Запрос: {{name}}, {{date}}',
        state: { queued: 'В очереди', running: 'Готовится', ready: 'Готово', failed: 'Ошибка', expired: 'Срок истёк' },
        progress: 'Ход выгрузки периода «{{period}}»',
        waiting: 'Ожидает запуска',
        ready: '{{size}} · доступна до {{date}}',
        failed: 'Не удалось подготовить книгу. Запустите выгрузку снова.',
        expired: 'Книга удалена {{date}}. Чтобы снова получить данные, запустите новую выгрузку.',
        download: 'Скачать',
        downloadLabel: 'Скачать данные периода «{{period}}»',
        size: { kb: '{{value}} КБ', mb: '{{value}} МБ', gb: '{{value}} ГБ' },
      },
    },
  },
};

export const reportingLocales = { en, az, ru };
