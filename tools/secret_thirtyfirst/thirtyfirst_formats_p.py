"""Family p: hot sauce and pickle makers (fermentation rooms, bottling, markets)."""
# ruff: noqa: E501

from thirtyfirst_spec import reg

F = "hot_sauce_pickle_fermentary"

reg(
    F,
    "hotsauce_ph_logger_micropython_config",
    ["ph_logger/config.py", "<<org>>-ferment/config_<<n>>.py"],
    """# MicroPython, Pico W in the fermentation room
WIFI_SSID = "<<orgt>> Ferment"
WIFI_PASSWORD = "<<cred>>"
INFLUX_URL = "http://<<ip>>:8086/api/v2/write?org=<<org>>&bucket=ph"
SAMPLE_SECONDS = 300
""",
    "h:dq",
)

reg(
    F,
    "hotsauce_indonesian_chat_kata_sandi",
    ["WhatsApp Chat with Dapur Sambal.txt", "exports/wa_sambal_<<dd>><<mm>>.txt"],
    """<<dd>>/<<mm>>/<<year>> <<hh>>.<<mi>> - <<fname2>>: Kak, akun marketplace keluar sendiri, minta kata sandi
<<dd>>/<<mm>>/<<year>> <<hh>>.<<mi>> - <<fname>>: email <<email>>
<<dd>>/<<mm>>/<<year>> <<hh>>.<<mi>> - <<fname>>: kata sandinya <<cred>>
<<dd>>/<<mm>>/<<year>> <<hh>>.<<mi>> - <<fname2>>: oke sudah masuk, pesanan sambal 60 botol
""",
    "h:any",
)

reg(
    F,
    "hotsauce_label_printer_lpadmin_ipp_userinfo",
    ["setup/printers.sh", "<<org>>/bottling/printer-<<n>>.sh"],
    """#!/bin/sh
lpadmin -p labels -E -v "ipps://labels:<<cred>>@<<ip>>:631/ipp/print" -m everywhere
lpoptions -p labels -o media=Custom.60x40mm
""",
    "pw:url",
)

reg(
    F,
    "hotsauce_market_stall_sumup_node",
    ["market/checkout.js", "<<org>>/stall/sumup-<<n>>.mjs"],
    """import SumUp from '@sumup/sdk';

const client = new SumUp({ apiKey: '<<cred>>' });

export async function charge(amount) {
  return client.checkouts.create({ amount, currency: 'EUR', merchant_code: 'M<<id>>' });
}
""",
    "p:sumup",
)

reg(
    F,
    "hotsauce_bottling_hmi_x11vnc_cmdline",
    ["bottling/start-hmi.sh", "<<org>>/line<<n>>/autostart.sh"],
    """#!/bin/bash
# filler HMI remote view for the night shift
x11vnc -display :0 -forever -shared -rfbport 5900 -passwd <<cred>> -bg -o /var/log/x11vnc.log
""",
    "h:bare",
)

reg(
    F,
    "hotsauce_excise_reports_sql_create_user",
    ["db/migrations/0<<n>>_reporting_user.sql", "<<org>>/sql/grants-<<year>>.sql"],
    """-- read-only user for the duty / excise report spreadsheet
CREATE USER 'excise_ro'@'%' IDENTIFIED BY '<<cred>>';
GRANT SELECT ON production.batches TO 'excise_ro'@'%';
GRANT SELECT ON production.bottlings TO 'excise_ro'@'%';
FLUSH PRIVILEGES;
""",
    "pw:sq",
)

reg(
    F,
    "hotsauce_slack_export_message_json",
    [
        "slack-export/general/<<year>>-<<mm>>-<<dd>>.json",
        "<<org>>-slack/ops/<<year>>-<<mm>>-<<n>>.json",
    ],
    """[
    {
        "type": "message",
        "user": "U0<<id>>",
        "text": "chilli farm portal for the habanero orders: <<email>> \\/ <<cred>>",
        "ts": "17<<nn>>0000.000200"
    },
    {
        "type": "message",
        "user": "U0<<hex8>>",
        "text": "thanks, ordering 40kg",
        "ts": "17<<nn>>0100.000300"
    }
]
""",
    "h:json",
)

reg(
    F,
    "hotsauce_chilli_farm_hindi_sms",
    ["sms/mirch_farm_<<dd>><<mm>>.txt", "Messages/<<fname2>>-farm-<<n>>.txt"],
    """<<fname2>> <<hh>>:<<mi>>: नमस्ते, ऑर्डर पोर्टल का नया पासवर्ड भेज रहा हूँ
<<fname2>> <<hh>>:<<mi>>: यूज़रनेम <<user>>
<<fname2>> <<hh>>:<<mi>>: पासवर्ड <<cred>>
Me <<hh>>:<<mi>>: धन्यवाद, 30 किलो भूत जोलोकिया चाहिए
""",
    "h:any",
)
