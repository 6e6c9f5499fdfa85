# ruff: noqa: E501
"""Family e: satellite TV dish installers in Maputo (Mozambique), Portuguese and Changana."""

from __future__ import annotations

import json

from seventieth_spec import Fam, alnum, pick

F = Fam(
    name="maputo_satellite_dish_installers",
    orgs=("antenamaputo", "sinalsul", "parabolamatola"),
    tld="co.mz",
    first=(
        ("Armando", "armando"),
        ("Celeste", "celeste"),
        ("Félix", "felix"),
        ("Graça", "graca"),
        ("Hélder", "helder"),
        ("Júlia", "julia"),
        ("Nelson", "nelson"),
        ("Aurélio", "aurelio"),
    ),
    last=(
        ("Mucavele", "mucavele"),
        ("Machava", "machava"),
        ("Cossa", "cossa"),
        ("Sitoe", "sitoe"),
        ("Nhantumbo", "nhantumbo"),
        ("Macuácua", "macuacua"),
    ),
    words=(
        "matapa",
        "xima",
        "marrabenta",
        "polana",
        "caju",
        "capulana",
        "mafalala",
        "kanimambo",
        "catembe",
        "machimbombo",
        "chapa",
        "matola",
        "piripiri",
        "mamana",
        "xipamanine",
        "tinhalo",
    ),
    pets=("boby", "tigre", "pantera", "kiko", "luna", "simba"),
    towns=("Maputo", "Matola", "Xai-Xai", "Beira", "Inhambane", "Boane"),
    cc="+258",
)

F.reg(
    "parabolica_portuguese_whatsapp_senha_portal_revendedor",
    (
        "WhatsApp Chat com <<fa>> Instalações.txt",
        "chats/<<org>>/WhatsApp Chat com Técnicos <<d8>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Bom dia mano, o cliente da <<town>> quer activar o pacote hoje
<<dmy>> <<time>> - <<fn2>>: Entra no portal de revendedor e activa pelo número do descodificador
<<dmy>> <<time2>> - <<fn>> <<ln>>: Qual é a senha do portal? A minha bloqueou
<<dmy>> <<time2>> - <<fn2>>: utilizador <<org>>.revenda
<<dmy>> <<time2>> - <<fn2>>: senha <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: Kanimambo! Já activei 👍
""",
    "human",
)

F.reg(
    "parabolica_mpesa_mz_api_key_node_config",
    ("pagamentos/config.js", "srv/<<org>>-pagamentos/src/config.js"),
    """// Pagamentos de instalação por M-Pesa (Vodacom Moçambique) - <<orgc>>
module.exports = {
  mpesa: {
    apiHost: 'api.sandbox.vm.co.mz'.replace('sandbox', 'live'),
    apiKey: '<<cred>>',
    publicKey: 'MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA<<pubtail>>',
    serviceProviderCode: '<<spcode>>',
    origin: 'developer.mpesa.vm.co.mz',
  },
  smsSender: '<<orgc>>',
};
""",
    "p:mpesa_mz",
    syntax="",
    extra=lambda rng, s: {"pubtail": alnum(rng, 60), "spcode": str(rng.randint(100000, 999999))},
)


def _shared_strings(s: dict) -> str:
    items = ["Cliente", "Bairro", "Telefone", "Pacote", "Senha Wi-Fi / router", "Data"]
    for i in range(3):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        items += [s["names"][i], s["town"], s["phones"][i], s["pack"][i], pw, s["dmy"]]
    si = "".join(f"<si><t>{x}</t></si>" for x in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{si}</sst>\n'
    )


F.reg(
    "parabolica_installations_xlsx_sharedstrings_senha",
    (
        "instalacoes_<<d8>>/xl/sharedStrings.xml",
        "unzipped/Instalacoes_<<town>>_<<year>>.xlsx/xl/sharedStrings.xml",
    ),
    _shared_strings,
    "human_x",
    extra=lambda rng, s: {
        "row": rng.randrange(3),
        "others": [F.human(rng, "@#*.-_+") for _ in range(3)],
        "names": [f"{pick(rng, F.first)[0]} {pick(rng, F.last)[0]}" for _ in range(3)],
        "phones": [f"84{rng.randint(1000000, 9999999)}" for _ in range(3)],
        "pack": [
            pick(rng, ("DStv Compacto", "DStv Família", "StarTimes Básico", "ZAP Mais"))
            for _ in range(3)
        ],
    },
)


def _tg_json(s: dict) -> str:
    msgs = [
        (s["fn"], f"O cliente {s['fn2']} da {s['town']} perguntou a senha do Wi-Fi novo"),
        (s["fn2"], "Está no papel que deixámos atrás do router"),
        (s["fn"], "Ele perdeu o papel 😅 manda aqui"),
        (s["fn2"], s["cred"]),
        (s["fn"], "Obrigado"),
    ]
    out = {
        "name": f"Técnicos {s['orgc']}",
        "type": "private_group",
        "id": s["nnnn"] * 1000 + s["n"],
        "messages": [
            {
                "id": 4000 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i:02d}",
                "date_unixtime": str(s["ts"] + i * 40),
                "from": who,
                "from_id": f"user{s['nnnn'] * 100 + len(who)}",
                "text": txt,
                "text_entities": [{"type": "plain", "text": txt}],
            }
            for i, (who, txt) in enumerate(msgs)
        ],
    }
    return json.dumps(out, ensure_ascii=False, indent=1)


F.reg(
    "parabolica_telegram_json_export_senha_wifi_cliente",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<d8>>_<<n>>/result.json",
    ),
    _tg_json,
    "human",
)

F.reg(
    "parabolica_startimes_dealer_portal_selenium_py",
    ("scripts/activar_pacotes.py", "home/<<fa>>/revenda/activar_<<town>>.py"),
    '''"""Activa pacotes no portal de revendedor a partir de activacoes.csv (corre à noite)."""

import csv

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://dealer.<<dom>>/login"
UTILIZADOR = "<<org>>_<<fa>>"
SENHA = "<<cred>>"

driver = webdriver.Firefox()
driver.get(PORTAL)
driver.find_element(By.ID, "username").send_keys(UTILIZADOR)
driver.find_element(By.ID, "password").send_keys(SENHA)
driver.find_element(By.ID, "entrar").click()

with open("activacoes.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        driver.get(f"https://dealer.<<dom>>/smartcard/{row['cartao']}/activar?pacote={row['pacote']}")
driver.quit()
''',
    "human",
)

F.reg(
    "parabolica_primavera_erp_sql_udl_datalink",
    (
        "Primavera/V10/Config/PRIEMPRE_<<org>>.udl",
        "Users/<<fa>>/Desktop/ligacao_primavera_<<n>>.udl",
    ),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=PRI<<orgu>>;Data Source=<<lan>>\\PRIMAVERA
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"orgu": s["org"].upper()[:8]},
)

F.reg(
    "parabolica_airos_system_cfg_link_psk",
    ("airos/system_<<town>>_<<d8>>.cfg", "backups/<<org>>/ap-<<n>>/system.cfg"),
    """aaa.1.status=enabled
aaa.status=disabled
bridge.1.devname=br0
radio.1.mode=managed
radio.1.freq=5745
resolv.host.1.name=LBE-<<town>>-<<n>>
users.1.name=ubnt
users.1.status=enabled
wireless.1.ssid=<<orgc>>-PTP-<<n>>
wireless.1.security.type=wpa2
wpasupplicant.profile.1.network.1.key_mgmt.1.name=WPA-PSK
wpasupplicant.profile.1.network.1.psk=<<cred>>
wpasupplicant.profile.1.network.1.ssid=<<orgc>>-PTP-<<n>>
wpasupplicant.status=enabled
""",
    "pw",
    syntax="",
)

F.reg(
    "parabolica_technician_notebook_ocr_senha_router",
    ("scans/caderno_tecnico_<<d8>>.txt", "ocr/<<fa>>_caderno_p<<nn>>.txt"),
    """Instalação <<dmy>> - <<town>>
Cliente: <<fn2>> <<ln2>>  tel <<phone2>>
Antena 90cm, LNB novo, cabo 25m
Router TP-Link no quarto
senha
<<cred>>
pago 3500 MT (M-Pesa)
""",
    "human_x",
)
