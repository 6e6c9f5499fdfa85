# ruff: noqa: E501
"""Family g: Sherpa trekking and expedition agencies of Kathmandu and the Khumbu (Himalaya)."""

from __future__ import annotations

from thirtyseventh_spec import b64, human_with, reg

FAM = "sherpa_trekking_kathmandu_himalaya"
NP = (
    "Pasang",
    "Lhakpa",
    "Dawa",
    "Mingma",
    "Pemba",
    "Ang",
    "Sonam",
    "Nima",
    "Sita",
    "Bikash",
    "Anita",
    "Ramesh",
)
WORDS = (
    "sherpa",
    "khumbu",
    "namche",
    "lukla",
    "tengboche",
    "sagarmatha",
    "everest",
    "annapurna",
    "yeti",
    "dalbhat",
    "himal",
    "gorakshep",
)

reg(
    FAM,
    "sherpa_nepali_messenger_paswordo_reply",
    ("messenger/<<org>>_office.txt", "chats/lukla_<<date>>.txt"),
    """\
<<p1>> (<<time>>): दाइ, लुक्लाको अफिसको कम्प्युटरको पासवर्ड बिर्सें
<<p2>> (<<time>>): कुन? बुकिङ सिस्टमको कि इमेलको?
<<p1>> (<<time2>>): बुकिङ सिस्टमको
<<p2>> (<<time2>>): <<cred>>
<<p1>> (<<time2>>): धन्यवाद दाइ 🙏
""",
    human_with(*WORDS, names=NP),
    syntax="",
    people=NP,
)

reg(
    FAM,
    "sherpa_tims_booking_laravel_env_db_password",
    ("permit-booking/.env", "var/www/<<org>>/.env"),
    """\
APP_NAME="<<orgc>> Treks"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=permits
DB_USERNAME=permits_app
DB_PASSWORD=<<cred>>

TIMS_API_URL=https://tims.<<dom>>/api
QUEUE_CONNECTION=database
""",
    "pw",
    syntax="",
    extra=lambda r, v: {"appkey": b64(r, 32)},
)

reg(
    FAM,
    "sherpa_sagarmatha_inreach_mapshare_yaml",
    ("expeditions/<<year>>/tracking.yaml", "<<org>>/ops/mapshare.yml"),
    """\
# Live tracking for clients' families (Garmin MapShare feeds), spring season <<year>>
expedition: "Ama Dablam <<year>> / group <<n>>"
feeds:
  - guide: "<<p1>>"
    mapshare_id: "<<org>><<n>>"
    mapshare_password: "<<cred>>"
    poll_minutes: 10
  - guide: "<<p2>>"
    mapshare_id: "<<org>>b<<n>>"
    mapshare_password: ""
notify:
  email: ops@<<dom>>
""",
    "pw",
    people=NP,
)

reg(
    FAM,
    "sherpa_southcol_window_julia_http_appid",
    ("forecast/summit_window.jl", "<<org>>-weather/src/fetch.jl"),
    """\
using HTTP, JSON3

# Summit wind forecast at the South Col (7906 m) for the rotation plan
const OWM_APPID = "<<cred>>"
const SOUTH_COL = (lat = 27.973, lon = 86.930)

function forecast()
    url = "https://api.openweathermap.org/data/3.0/onecall?lat=$(SOUTH_COL.lat)&lon=$(SOUTH_COL.lon)&appid=$(OWM_APPID)&units=metric"
    r = HTTP.get(url)
    return JSON3.read(r.body)
end
""",
    "p:openweather",
    syntax="",
)

reg(
    FAM,
    "sherpa_basecamp_starlink_router_note_ocr",
    ("scans/basecamp_tent_note_<<n>>.txt", "<<org>>/ocr/ebc_wifi_<<date>>.txt"),
    """\
EBC  COMMS TENT  -  <<year>>
----------------------------
WIFI  <<orgc>>-EBC-<<n>>
PW    <<cred>>
(router reboot: Dawa only)
Sat phone credit: ask office
""",
    human_with(*WORDS, names=NP),
    syntax="",
)

reg(
    FAM,
    "sherpa_agency_site_bash_history_wp_cli_user_pass",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """\
cd /var/www/<<org>>
wp plugin update --all
wp user list --role=administrator
wp user create <<p1>> <<p1>>@<<dom>> --role=editor --user_pass=<<cred>>
wp cache flush
sudo systemctl reload php8.2-fpm
tail -n 50 /var/log/nginx/error.log
""",
    "pw_bare",
    syntax="",
    people=NP,
)

reg(
    FAM,
    "sherpa_himal_rental_dart_esewa_merchant_secret",
    ("gear_rental/lib/config/payment.dart", "<<org>>_app/lib/env.dart"),
    """\
// Gear rental (down suits, crampons, oxygen masks) - eSewa checkout
class PaymentConfig {
  static const String esewaProductCode = 'NP-ES-<<orgc>>';
  static const String esewaMerchantKey = '<<cred>>';
  static const String successUrl = 'https://rent.<<dom>>/esewa/success';
  static const String failureUrl = 'https://rent.<<dom>>/esewa/failure';
}
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "sherpa_bhariya_insurance_ics_calendar_description",
    ("calendar/<<org>>_insurance.ics", "exports/porter_cover_<<year>>.ics"),
    """\
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<orgc>>//Ops//EN
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTAMP:<<year>>0301T080000Z
DTSTART;VALUE=DATE:<<year>>0315
SUMMARY:Renew porter & guide insurance (<<n>> staff)
DESCRIPTION:Insurer portal: https://portal.<<dom>>/agency\\nlogin: agency<<num>>\\npassword: <<cred>>\\nUpload TIMS list first.
END:VEVENT
END:VCALENDAR
""",
    "pw_alnum",
    syntax="",
)
