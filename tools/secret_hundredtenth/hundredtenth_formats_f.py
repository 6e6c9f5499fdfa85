# ruff: noqa: E501
"""Family f: a short-let host with several flats in Tbilisi, Georgia, Georgian, Russian and
English."""

from __future__ import annotations

from hundredtenth_spec import Fam, Slots, draw

FAM = Fam(
    name="binebi_qiravdeba_tbilisi_host",
    key="binebi",
    orgs=("mtatsmindaflats", "sololakistay", "vakeapartments", "narikalarooms"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("დავით", "davit"),
        ("ეკა", "eka"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("ხარაიშვილი", "kharaishvili"),
    ),
    words=(
        "tbilisi",
        "mtatsminda",
        "khachapuri",
        "saperavi",
        "kartuli",
        "mzeo",
        "sakartvelo",
        "lari",
        "supra",
        "churchkhela",
        "rustaveli",
        "sololaki",
        "gvino",
        "tamada",
        "kazbegi",
    ),
    pets=("Bakha", "Murka", "Tsuga", "Kato", "Lomi", "Jeka"),
    cc="+9955",
    places=("Sololaki", "Vake", "Vera", "Saburtalo", "Old Tbilisi", "Marjanishvili"),
)

FAM.reg(
    "smoobu_channel_manager_api_node",
    ("<<org>>/smoobu/sync-reservations.js", "host-<<fa>>/smoobu_<<n>>.js"),
    """// Airbnb + Booking.com reservations via Smoobu -> cleaning schedule
const SMOOBU_API_KEY = "<<cred>>";

async function reservations(from, to) {
  const url = `https://login.smoobu.com/api/reservations?from=${from}&to=${to}&pageSize=100`;
  const r = await fetch(url, { headers: { "Api-Key": SMOOBU_API_KEY, "Cache-Control": "no-cache" } });
  return (await r.json()).bookings;
}

reservations("<<date>>", "<<y>>-12-31").then((b) => console.log(b.length, "bookings"));
""",
    cred="p:smoobu",
    syntax="",
)

FAM.reg(
    "ttlock_open_platform_client_yaml",
    ("<<org>>/locks/ttlock.yaml", "home/<<fa>>/flats/ttlock_<<y>>.yml"),
    """# TTLock Open Platform - eKey-ები სტუმრებისთვის (check-in 14:00, check-out 12:00)
ttlock:
  client_id: <<cid>>
  client_secret: <<cred>>
  username: <<user>>_host
  password_md5: <<md5>>
flats:
  - name: <<place>> <<unit>>
    lock_id: <<n>>0<<n>>7
  - name: Rustaveli 14
    lock_id: <<n>>11<<n>>
""",
    cred="p:ttlock",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "hex:32"), "md5": draw(rng, FAM, "hex:32")},
)

FAM.reg(
    "whatsapp_georgian_cleaner_paroli_booking",
    ("WhatsApp Chat with <<fa>>.txt", "whatsapp/<<org>>_cleaning_<<mo>>.txt"),
    """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn>>: გამარჯობა, Booking-ის extranet-ში ვერ შევდივარ, პაროლი ხომ არ შეიცვალა?
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: კი, შევცვალე. მომხმარებელი: <<user>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: პაროლი: <<cred>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn>>: მადლობა 🙏 ხვალ <<place>>-ში დალაგება 11-ზე
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "telegram_copied_guest_welcome_wifi",
    ("Telegram/guest_<<fa2>>_<<date>>.txt", "Notes/welcome_<<place>>_<<n>>.txt"),
    """<<orgc>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
Добро пожаловать в Тбилиси! 🇬🇪 Квартира: <<place>>, подъезд 2, 4 этаж.
Wi-Fi: <<orgc>>_<<unit>>
Пароль: <<cred>>
Check-out до 12:00, ключи оставьте на столе.

<<fa2>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
Спасибо! Всё работает
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "home_assistant_flats_secrets_yaml",
    ("<<org>>-ha/config/secrets.yaml", "homeassistant-<<fa>>/secrets.yaml"),
    """# Home Assistant - ბინების თერმოსტატები და კარის სენსორები
http_base_url: https://ha.<<dom>>
tuya_client_id: <<tid>>
tuya_client_secret: <<cred>>
router_password: '<<rpw>>'
latitude_home: 41.69
longitude_home: 44.80
""",
    cred="p:tuya_secret",
    extra=lambda rng, s: {
        "tid": draw(rng, FAM, "alnum:20").lower(),
        "rpw": draw(rng, FAM, "pw_sq"),
    },
)

FAM.reg(
    "bog_payments_client_secret_env",
    ("<<org>>-direct/.env", "srv/<<org>>/booking-site/.env.production"),
    """# Direct bookings (without Airbnb fee) - Bank of Georgia Payments API
BOG_CLIENT_ID=<<cid>>
BOG_CLIENT_SECRET=<<cred>>
BOG_CALLBACK_URL=https://<<dom>>/api/bog/callback
CURRENCY=GEL
SITE_URL=https://<<dom>>
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"cid": str(rng.randint(10000, 99999))},
)

FAM.reg(
    "cleaning_calendar_ics_router_admin",
    ("calendar/<<org>>_cleaning_<<y>>.ics", "Downloads/<<fa>>-dalageba-<<mo>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T070000Z
DTEND:<<y>><<mo>><<d>>T090000Z
UID:<<uuid>>@google.com
SUMMARY:დალაგება - <<place>> <<unit>>
DESCRIPTION:სტუმარი გადის 12:00-ზე. როუტერი თუ გაითიშა: 192.168.0.1 admin / <<cred>>. ახალი თეთრეული კარადაში.
LOCATION:<<place>>\\, Tbilisi
END:VEVENT
END:VCALENDAR
""",
    cred="human_ini",
    syntax="",
)

FAM.reg(
    "cohost_handover_note_georgian_airbnb",
    ("Documents/co-host_<<fa2>>.txt", "Drive/<<orgc>>/გადაცემა_<<date>>.txt"),
    """თანა-მასპინძლისთვის (<<fn2>>)

Airbnb - ანგარიში: <<email>>
პაროლი: <<cred>>
(ორფაქტორიანი კოდი მოვა ჩემს ნომერზე <<phone>>)

Booking.com extranet: Property ID <<n>>88<<n>>, მომხმარებელი <<user>>
Smoobu - ყველა ბინა ერთად
საკეტები - TTLock აპლიკაცია, ეკაუნთი გაგიზიარე
""",
    cred="human",
    syntax="",
)

_ = Slots
