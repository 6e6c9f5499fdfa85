# ruff: noqa: E501
"""Family f: a Brazilian municipal bus depot (garagem de ônibus, transporte coletivo municipal)."""

from __future__ import annotations

import json

from seventyeighth_spec import Fam, Slots, hexs

FAM = Fam(
    name="garagem_onibus_depot",
    key="garagem",
    orgs=(
        ("Garagem Serrana – Transporte Coletivo Municipal", "garagemserrana"),
        ("Transcolina Autarquia de Trânsito", "transcolina"),
        ("Empresa Municipal de Transportes do Vale", "emtuvale"),
    ),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Fernanda", "fernanda"),
        ("Rodrigo", "rodrigo"),
        ("Luciana", "luciana"),
        ("Thiago", "thiago"),
        ("Camila", "camila"),
        ("Márcio", "marcio"),
        ("Patrícia", "patricia"),
    ),
    last=(
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
        ("Lima", "lima"),
    ),
    words=(
        "onibus",
        "garagem",
        "catraca",
        "motorista",
        "corinthians",
        "flamengo",
        "palmeiras",
        "saudade",
        "cafezinho",
        "feijoada",
        "ipê",
        "capivara",
        "coração",
        "serra",
        "linha",
        "trocador",
    ),
    pets=("thor", "mel", "pretinha", "bidu", "pipoca", "paçoca"),
    cc="+55",
    places=("Vila Nova", "Centro", "Jardim Esperança", "Terminal Rodoviário", "Bairro Alto"),
)

R = FAM.reg

# 1 GTFS-realtime publisher .env
R(
    "gtfs_realtime_publisher_dotenv",
    ("opt/gtfs-rt/.env", "srv/onibus-ao-vivo/.env"),
    """# Publicador GTFS-RT – <<org>>
GTFS_STATIC_URL=https://dados.<<dom>>/gtfs.zip
AVL_API_URL=https://avl.<<dom>>/api/v2
AVL_API_KEY=<<cred>>
PUBLISH_INTERVAL=20
""",
    cred="alnum:40",
    syntax="",
)

# 2 fare validator (bilhetagem eletrônica) INI
R(
    "validador_bilhetagem_catraca_ini",
    ("validador/config/validador.ini", "C:/Bilhetagem/Validador/conf.ini"),
    """[Geral]
Empresa=<<slug>>
Veiculo=<<num>>
Linha=<<n>>0<<n>>

[Servidor]
Host=<<host>>
Porta=8443
Usuario=validador_<<num>>
Senha=<<cred>>

[Cartao]
TarifaInteira=5,20
TarifaEstudante=2,60
""",
    cred="pw",
    syntax="ini",
)

# 3 WhatsApp (iOS style, Brazil) in Portuguese
R(
    "whatsapp_ios_senha_rastreamento_frota",
    (
        "WhatsApp/_chat_garagem_<<ymd_compact>>.txt",
        "Downloads/WhatsApp Chat - Plantão Garagem/_chat.txt",
    ),
    """[<<dmy_slash>> <<time>>:<<sec>>] <<first2>>: Bom dia pessoal, alguém sabe a senha do sistema de rastreamento? o meu login expirou
[<<dmy_slash>> <<time2>>:<<sec>>] <<first>>: usa o do plantão: plantao.<<slug>>
[<<dmy_slash>> <<time2>>:<<sec>>] <<first>>: senha <<cred>>
[<<dmy_slash>> <<time2>>:<<sec>>] <<first2>>: valeu!! 🙏
""",
    cred="human",
    syntax="",
)

# 4 Traccar traccar.xml (fleet tracking)
R(
    "traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "traccar/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=America/Sao_Paulo&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    cred="pw_xml",
)

# 5 Node: Efí (Gerencianet) Pix for topping up transport cards
R(
    "efi_pix_recarga_client_secret_node",
    ("recarga-pix/src/efi.js", "api-recarga/config/efipay.js"),
    """// Recarga do cartão transporte via Pix – <<org>>
const EfiPay = require('sdk-node-apis-efi');

const options = {
  sandbox: false,
  client_id: 'Client_Id_<<cid>>',
  client_secret: 'Client_Secret_<<cred>>',
  certificate: './certs/producao-<<num>>.p12',
};

module.exports = new EfiPay(options);
""",
    cred="p:efi_secret",
    syntax="",
    extra=lambda rng, s: {"cid": hexs(rng, 40)},
)

# 6 workshop (oficina) .my.cnf
R(
    "oficina_manutencao_my_cnf_client",
    ("home/<<login>>/.my.cnf", "root/.my.cnf"),
    """[client]
user=oficina
password=<<cred>>
host=<<ip>>
database=manutencao_frota

[mysqldump]
user=backup
password=<<cred>>
""",
    cred="pw",
    syntax="ini",
)


# 7 Telegram JSON export: driver roster group
def _tg(s: Slots) -> str:
    msgs = [
        {
            "id": 1001,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:00",
            "from": s["first2"],
            "from_id": "user1234",
            "text": "Alguém tem a senha do ponto eletrônico? Trocaram ontem",
        },
        {
            "id": 1002,
            "type": "message",
            "date": f"{s['date']}T{s['time2']}:00",
            "from": s["first"],
            "from_id": "user5678",
            "text": f"usuário: escala / senha: {s['cred']}",
        },
        {
            "id": 1003,
            "type": "message",
            "date": f"{s['date']}T{s['time2']}:30",
            "from": s["first2"],
            "from_id": "user1234",
            "text": "obrigado!",
        },
    ]
    return (
        json.dumps(
            {"name": "Escala Motoristas", "type": "private_group", "id": 4242, "messages": msgs},
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


R(
    "escala_motoristas_telegram_json_senha",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/escala/result.json",
    ),
    _tg,
    cred="human",
)

# 8 Python: Intelbras DVR snapshot with digest auth
R(
    "intelbras_dvr_snapshot_python_digest",
    ("scripts/foto_patio.py", "home/<<login>>/cftv/snapshot.py"),
    '''"""Foto do pátio da garagem a cada 10 minutos (DVR Intelbras MHDX)."""

import datetime

import requests
from requests.auth import HTTPDigestAuth

DVR = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

img = requests.get(f"{DVR}/cgi-bin/snapshot.cgi?channel=<<n>>", auth=AUTH, timeout=15)
nome = datetime.datetime.now().strftime("patio_%Y%m%d_%H%M.jpg")
with open(f"/srv/cftv/{nome}", "wb") as f:
    f.write(img.content)
''',
    cred="pw_dq",
)
