"""Family: launderette and dry-cleaning counter (machines, card readers, POS)."""
# ruff: noqa: E501

from twentyfourth_spec import pw_with, reg

FAM = "launderette_dry_cleaning_counter"


def _sh_quote(s: str) -> str:
    return s.replace("'", "'\\''")


def _sh_unquote(text: str) -> str:
    for line in text.splitlines():
        if line.startswith("export NAYAX_PASSWORD='") and line.endswith("'"):
            return line[len("export NAYAX_PASSWORD='") : -1].replace("'\\''", "'")
    raise ValueError("no NAYAX_PASSWORD")


reg(
    FAM,
    "launderette_machine_gateway_modbus_json_cloud",
    ("gateway/config.json", "laundry/<<org>>-gw-<<n>>.json"),
    """{
  "modbus": {"port": "/dev/ttyUSB0", "baud": 9600, "machines": [1, 2, 3, 4, 5, 6]},
  "cloud": {
    "url": "https://laundry.<<dom>>/ingest",
    "site": "<<org>>-<<n>>",
    "password": "<<s>>"
  }
}
""",
    "json",
)

reg(
    FAM,
    "launderette_card_reader_shell_single_quote_escaped",
    ("opt/cardreader/env.sh", "laundry/<<org>>-reader.sh"),
    """#!/bin/sh
export NAYAX_OPERATOR_ID=<<n2>>
export NAYAX_USER=<<user>>
export NAYAX_PASSWORD='<<s>>'
exec /opt/cardreader/bin/bridge --site <<n>>
""",
    pw_with("'"),
    "",
    enc=_sh_quote,
    decode=_sh_unquote,
)

reg(
    FAM,
    "launderette_pos_delphi_dfm_ado_connection",
    ("pos/DataModule.dfm", "src/<<org>>/dmMain.dfm"),
    """object dmMain: TdmMain
  OldCreateOrder = False
  Height = 240
  Width = 320
  object conMain: TADOConnection
    ConnectionString = 'Provider=SQLOLEDB.1;Password=<<s>>;Persist Security Info=True;User ID=<<user>>;Initial Catalog=DryClean;Data Source=<<host>>'
    LoginPrompt = False
  end
end
""",
    "xml",
    "",
)

reg(
    FAM,
    "launderette_owner_greek_sms_kodikos",
    ("sms/<<date>>-<<id>>.txt", "messages/<<org>>-<<n>>.txt"),
    """Apo: <<First>>
<<date>> <<time>>

Γεια σου! Ο κωδικός για το ταμείο είναι <<s>> (χρήστης <<user>>). Κλείσε τα πλυντήρια στις 22:00.
""",
    "human",
    "",
)

reg(
    FAM,
    "launderette_ticket_printer_cups_device_uri",
    ("etc/cups/printers.conf", "cups/<<org>>-printers.conf"),
    """# Printer configuration file for CUPS
<Printer TicketPrinter>
Info Counter ticket printer
Location Front counter
DeviceURI ipp://<<user>>:<<s>>@<<ip>>:631/ipp/print
State Idle
Accepting Yes
</Printer>
""",
    "url",
    "",
)

reg(
    FAM,
    "launderette_app_okhttp_interceptor_add_header",
    ("app/src/main/java/laundry/ApiModule.kt", "android/<<org>>/Net.kt"),
    """val client = OkHttpClient.Builder()
    .addInterceptor { chain ->
        chain.proceed(
            chain.request().newBuilder()
                .addHeader("X-Api-Key", "<<s>>")
                .build()
        )
    }
    .build()
""",
    "alnum40",
    "",
)

reg(
    FAM,
    "launderette_cctv_hikvision_curl_digest_user",
    ("scripts/snapshot.sh", "cctv/<<org>>-snap.sh"),
    """#!/bin/sh
curl --digest -u admin:<<s>> -o /srv/cctv/counter.jpg "http://<<ip>>/ISAPI/Streaming/channels/101/picture"
""",
    "bare",
    "",
)

reg(
    FAM,
    "launderette_staff_rota_csv_portal_column",
    ("rota/staff-<<n>>.csv", "exports/<<org>>-staff.csv"),
    """name,phone,shift,portal_user,portal_password
<<First>> <<Last>>,+44 7700 9<<n2>>,early,<<user>>,<<s>>
Sam Okafor,+44 7700 9<<n2>>,late,sokafor,(reset)
""",
    "alnum",
    "",
)
