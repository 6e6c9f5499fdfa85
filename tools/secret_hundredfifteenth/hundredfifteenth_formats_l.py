"""Family l: the bar of a rugby club in Lautoka, Fiji: English, Fijian and Fiji Hindi, M-PAiSA
and card terminals, a POS, a sports-bar TV streaming box, Messenger and Viber."""

from __future__ import annotations

import json

from hundredfifteenth_spec import Fam

F = Fam(
    name="rugby_club_bar_lautoka_fiji",
    orgs=("lautokabula", "nadirugby", "sugarcityrfc", "vitiscrum", "bamarugby"),
    tld="com.fj",
    first=(
        ("Jone", "jone"),
        ("Mere", "mere"),
        ("Semi", "semi"),
        ("Litia", "litia"),
        ("Waisale", "waisale"),
        ("Ana", "ana"),
        ("Ravindra", "ravindra"),
        ("Priya", "priya"),
        ("Josaia", "josaia"),
        ("Salote", "salote"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Radradra", "radradra"),
        ("Tuisova", "tuisova"),
        ("Nakarawa", "nakarawa"),
        ("Vunipola", "vunipola"),
        ("Kumar", "kumar"),
        ("Prasad", "prasad"),
        ("Ratu", "ratu"),
        ("Tamanivalu", "tamanivalu"),
    ),
    words=(
        "bula",
        "vinaka",
        "lautoka",
        "kava",
        "yaqona",
        "sevens",
        "flyingfijians",
        "drua",
        "scrum",
        "tanoa",
        "viti",
        "loloma",
        "sigatoka",
        "nadi",
        "tavioka",
    ),
    pets=("bula", "rocky", "sefa", "tui", "kalu", "blacky"),
    cc="679",
)

F.reg(
    "rugby_bar_fijian_messenger_copied_vosa_loguma_pos",
    ("Messenger/bar_staff_<<date>>.txt", "Documents/messenger_<<org>>_<<nn>>.txt"),
    """<<name>>
Bula! na POS e sega ni rawa ni login, o cei e kila na password?

<<name2>>
User: bar<<n>>
Password: <<cred>>

<<name>>
Vinaka vakalevu 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "rugby_bar_mpaisa_merchant_api_csharp",
    ("BarPOS/Services/MPaisaClient.cs", "src/<<org>>.Pos/Payments/MPaisa.cs"),
    """namespace BarPos.Payments
{
    public static class MPaisaSettings
    {
        public const string MerchantId = "<<nn>><<nn>>";
        public const string ApiKey = "<<cred>>";
        public const string BaseUrl = "https://mpaisa.vodafone.com.fj/api";
    }
}
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "rugby_bar_loyverse_pos_token_python_stock",
    ("scripts/kava_stock.py", "bar/<<org>>/loyverse_sync.py"),
    """import requests

LOYVERSE_TOKEN = "<<cred>>"
H = {"Authorization": f"Bearer {LOYVERSE_TOKEN}"}

items = requests.get("https://api.loyverse.com/v1.0/items", headers=H, timeout=20).json()
for it in items["items"]:
    print(it["item_name"])
""",
    "hex:32",
)

F.reg(
    "rugby_bar_tv_streaming_box_kodi_advancedsettings_xml",
    ("kodi/userdata/advancedsettings.xml", "storage/.kodi/userdata/<<org>>_advancedsettings.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<advancedsettings>
  <videodatabase>
    <type>mysql</type>
    <host><<lan>></host>
    <port>3306</port>
    <user>kodi</user>
    <pass><<cred>></pass>
  </videodatabase>
</advancedsettings>
""",
    "pw_xml",
)

F.reg(
    "rugby_bar_fiji_hindi_viber_password_wifi",
    ("Viber/bar_roster_<<year>>.txt", "Documents/viber_<<org>>_<<nn>>.txt"),
    """<<dmy>> <<time>> <<name>>: bhaiya customer log wifi ka password maang rahe hai
<<dmy>> <<time>> <<name2>>: naya wala hai, <<org>>_guest
<<dmy>> <<time2>> <<name2>>: password <<cred>>
<<dmy>> <<time2>> <<name>>: thik hai, dhanyavaad
""",
    "human",
    syntax="",
)

F.reg(
    "rugby_bar_card_terminal_ingenico_tms_json",
    ("terminal/tms_<<n>>.json", "pos/<<org>>/ingenico_tms.json"),
    lambda s: json.dumps(
        {
            "terminalId": f"T{s['nn']}{s['n']}",
            "tmsHost": "tms.bsp.com.fj",
            "merchant": s["org"],
            "supervisorPin": "0000",
            "tmsPassword": s["cred"],
        },
        indent=2,
    ),
    "pw_json",
)

F.reg(
    "rugby_bar_committee_minutes_tab_account",
    ("committee/minutes_<<date>>.txt", "Documents/<<org>>_minutes_<<nn>>.txt"),
    """LAUTOKA RUGBY CLUB - BAR COMMITTEE MINUTES  <<dmy>>
Present: <<name>> (chair), <<name2>> (treasurer)

3. Bar takings - BSP online banking now used by treasurer only.
   Login: <<user2>>  Password: <<cred>>  (to be changed after AGM)
4. Kava bowl for the sevens fundraiser - <<first>> to organise.
""",
    "human",
    syntax="",
)

F.reg(
    "rugby_bar_cctv_dahua_nvr_bash_history",
    ("home/pi/.bash_history", "home/<<user>>/.bash_history"),
    """ping <<lan>>
ffplay "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0"
sudo systemctl restart motioneye
""",
    "pw_url",
    syntax="",
)
