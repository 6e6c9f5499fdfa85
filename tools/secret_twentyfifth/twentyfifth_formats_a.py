"""Audiology clinics: hearing-aid fitting software, tele-audiology, clinic admin."""

# ruff: noqa: E501
from twentyfifth_spec import b64_user_pw, dec_after, enc_b64, reg

F = "audiology_hearing_aid_fitting_clinic"

reg(
    F,
    "audiology_noah_fitting_module_ini_db_password",
    ("clinic/<<org>>/NoahFit/Module.ini", "C:/ProgramData/HIMSA/<<org>>/fitting.ini"),
    "[Database]\nServer=<<host>>\nCatalog=noah_fitting\nUser=<<svc>>\nPassword=<<v>>\n\n[Audiometer]\nPort=COM<<n>>\nModel=AD629\n",
    "pw_ini",
)
reg(
    F,
    "audiology_remote_fitting_kotlin_retrofit_header",
    (
        "android/app/src/main/java/com/<<org>>/remotefit/Api.kt",
        "remotefit/<<org>>/net/ApiModule.kt",
    ),
    'object ApiModule {\n    private const val BASE = "https://api.<<dom>>/v2/"\n    private const val FIT_KEY = "<<v>>"\n\n    fun client() = OkHttpClient.Builder()\n        .addInterceptor { c -> c.proceed(c.request().newBuilder().header("X-Fit-Key", FIT_KEY).build()) }\n        .build()\n}\n',
    "x:rfk_live_:32",
    "",
)
reg(
    F,
    "audiology_receptionist_welsh_sms_cyfrinair",
    (
        "exports/<<org>>/sms_<<year>><<mon>><<day>>.txt",
        "phone-backup/<<first>>/messages_<<nn>>.txt",
    ),
    "[<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>>] <<first>>: Bore da! Wyt ti'n cofio'r cyfrinair ar gyfer y bwth clyw?\n[<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>>] <<first2>>: Ydw - <<v>>\n[<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>>] <<first>>: Diolch!\n",
    "human",
    "",
)
reg(
    F,
    "audiology_audiogram_export_powershell_invoke_restmethod",
    ("scripts/<<org>>/Export-Audiograms.ps1", "tasks/nightly/<<org>>-audiogram-sync.ps1"),
    "$ErrorActionPreference = 'Stop'\n$headers = @{ 'Authorization' = 'Bearer <<v>>' }\n$since = (Get-Date).AddDays(-1).ToString('yyyy-MM-dd')\nInvoke-RestMethod -Uri \"https://ehr.<<dom>>/api/audiograms?since=$since\" -Headers $headers -OutFile \"D:\\exports\\audiograms.json\"\n",
    "p:jwt",
    "",
)
reg(
    F,
    "audiology_booth_calibration_yaml_smtp",
    ("calibration/<<org>>/booth-<<n>>.yml", "deploy/<<org>>/calibrator.yaml"),
    'booth: B<<n>>\nreference_db_spl: 70\nreport:\n  smtp_host: smtp.<<dom>>\n  smtp_user: <<email>>\n  smtp_pass: "<<v>>"\n  to: ["<<email2>>"]\n',
    "pw_dq",
)
reg(
    F,
    "audiology_teleaudiology_har_basic_header",
    ("har/<<org>>/teleaudio-session-<<nn>>.har", "support/<<org>>/capture_<<h8>>.har"),
    '{"log": {"version": "1.2", "creator": {"name": "Firefox", "version": "128.0"}, "entries": [{"request": {"method": "GET", "url": "https://tele.<<dom>>/session/<<uuid>>", "headers": [{"name": "Host", "value": "tele.<<dom>>"}, {"name": "Authorization", "value": "Basic <<v>>"}]}, "response": {"status": 200}}]}}\n',
    "pw_json",
    enc=lambda v: enc_b64("frontdesk:" + v),
    decode=dec_after(r'"Basic ([A-Za-z0-9+/=]+)"', b64_user_pw),
)
reg(
    F,
    "audiology_hearing_aid_stock_go_sql_open_dsn",
    ("cmd/<<org>>-stock/main.go", "internal/<<org>>/store/db.go"),
    'package store\n\nimport (\n\t"database/sql"\n\t_ "github.com/go-sql-driver/mysql"\n)\n\nfunc Open() (*sql.DB, error) {\n\treturn sql.Open("mysql", "stock_rw:<<v>>@tcp(<<host>>:3306)/hearing_aids?parseTime=true")\n}\n',
    "pw_url",
    "",
)
reg(
    F,
    "audiology_clinic_manager_note_bare_lines",
    ("notes/<<org>>/handover-<<first>>.txt", "Desktop/<<first>>/clinic logins.txt"),
    "Handover for <<first2>> (cover week <<day>>/<<mon>>)\n\nBooking portal\n<<email>>\n<<v>>\n\nBooth PC is the usual one. Batteries re-order Thursdays.\n",
    "human",
    "",
)
