# ruff: noqa: E501
"""Family j: a wind-farm maintenance contractor (O&M of aerogeradores) in the Brazilian
Nordeste; Portuguese."""

from __future__ import annotations

import json
import quopri

from eightieth_spec import Fam, enc_qp

F = Fam(
    name="eolica_wind_maintenance",
    orgs=("ventonordeste", "aerojangada", "ventosertao"),
    tld="com.br",
    first=("joao", "maria", "francisco", "ana", "raimundo", "francisca", "jose", "antonia"),
    last=("silva", "santos", "oliveira", "souza", "lima", "pereira", "ferreira", "costa"),
    first_l=("João", "Maria", "Francisco", "Ana", "Raimundo", "Francisca", "José", "Antônia"),
    last_l=("Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa"),
    words=(
        "vento",
        "eolica",
        "aerogerador",
        "nordeste",
        "sertao",
        "ceara",
        "natal",
        "fortaleza",
        "saudade",
        "flamengo",
        "mandacaru",
        "jangada",
        "forro",
        "caju",
        "praia",
        "saojoao",
        "torre",
        "pipa",
    ),
    pets=("thor", "mel", "pipoca", "bob", "luna", "pretinha"),
    places=("Natal", "Fortaleza", "Mossoró", "Parnaíba", "Petrolina", "Caetité"),
    cc="+55",
    mobile=("8498", "8599", "8898"),
)


def _j_telegram(s):
    doc = {
        "name": "Equipe O&M " + s["place"],
        "type": "private_group",
        "id": int(s["n6"]) * 1000,
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": s["ts"],
                "from": s["full"],
                "from_id": f"user{s['n6']}",
                "text": "Pessoal, o SCADA do parque caiu de novo, alguém tem a senha nova do VPN?",
            },
            {
                "id": 2,
                "type": "message",
                "date": s["ts"],
                "from": s["full2"],
                "from_id": f"user{s['n4']}",
                "text": ["senha: ", {"type": "code", "text": s["cred"]}],
            },
            {
                "id": 3,
                "type": "message",
                "date": s["ts"],
                "from": s["full"],
                "from_id": f"user{s['n6']}",
                "text": "Valeu! 🙏",
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


F.reg(
    "eolica_telegram_json_export_senha_vpn",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/om_<<place>>_<<n>>/result.json"),
    _j_telegram,
    cred="human",
)

ACC = ("Ceará", "Coração", "SãoJoão", "Açude", "Sertão", "Pé", "Mossoró", "Céu")


def _j_qp(rng, s):
    pw = f"{rng.choice(ACC)}{rng.choice(('', '@', '#', '.'))}{rng.randint(1960, 2026)}{rng.choice(F.pets)}"
    return {"cred": pw, "q": enc_qp(f"Usuário: {s['user']}\nSenha: {pw}\n").rstrip("\n")}


F.reg(
    "eolica_quoted_printable_email_senha_cmms",
    ("mail/acesso_cmms_<<n>>.eml", "Enviados/senha_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: tecnicos@<<dom>>
Subject: =?UTF-8?Q?Acesso_ao_sistema_de_manuten=C3=A7=C3=A3o?=
Date: <<date>> <<time>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Bom dia equipe,

Segue o acesso ao CMMS para as ordens de servi=C3=A7o do parque de <<place>>:
<<q>>

Abra=C3=A7os,
<<firstc>>
""",
    cred="human",
    syntax="",
    extra=_j_qp,
    decode=lambda t: (
        quopri.decodestring(t.split("\n\n", 1)[1].encode())
        .decode()
        .split("Senha: ", 1)[1]
        .split("\n", 1)[0]
    ),
)

F.reg(
    "eolica_efi_pix_client_secret_env",
    ("cobranca/.env", "pix-<<n>>/.env"),
    """# Efí (Gerencianet) - cobrança PIX das ordens de serviço
EFI_SANDBOX=false
EFI_CLIENT_ID=Client_Id_<<cid>>
EFI_CLIENT_SECRET=Client_Secret_<<cred>>
EFI_CERT_PATH=./certs/producao-<<n6>>.p12
PIX_KEY=<<email>>
""",
    cred="hex:40",
    extra=lambda rng, s: {"cid": F.draw(rng, "hex:40")},
)

F.reg(
    "eolica_turbine_scada_opcua_python",
    ("scada/coleta_opcua_<<n>>.py", "scripts/alarmes_wtg.py"),
    """# Coleta de alarmes das turbinas via OPC UA (servidor do parque <<place>>)
import asyncio

from asyncua import Client

URL = "opc.tcp://<<ip>>:4840"


async def main():
    client = Client(URL)
    client.set_user("om_<<user>>")
    client.set_password('<<cred>>')
    async with client:
        node = client.get_node("ns=2;s=WTG<<n>>.Alarms")
        print(await node.read_value())


asyncio.run(main())
""",
    cred="pw_sq",
)

F.reg(
    "eolica_drone_inspection_rclone_s3_conf",
    ("home/<<first>>/.config/rclone/rclone.conf", "drone/rclone_<<n>>.conf"),
    """[inspecao-pas]
type = s3
provider = AWS
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = sa-east-1
location_constraint = sa-east-1
""",
    cred="p:aws_secret",
    syntax="",
    extra=lambda rng, s: {"akid": F.draw(rng, "p:aws_akid")},
)

F.reg(
    "eolica_cmms_docker_compose_postgres_yml",
    ("cmms/docker-compose.yml", "deploy/<<n>>/docker-compose.yml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: manutencao
      POSTGRES_USER: cmms
      POSTGRES_PASSWORD: '<<cred>>'
    volumes:
      - pgdata:/var/lib/postgresql/data
  app:
    image: <<org>>/cmms:latest
    ports:
      - "8080:8080"
volumes:
  pgdata: {}
""",
    cred="pw_sq",
)

F.reg(
    "eolica_nr35_training_portal_ics_senha",
    ("agenda/treinamento_<<n>>.ics", "Downloads/nr35_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<d>>T120000Z
DTEND:<<y>><<mo>><<d>>T200000Z
SUMMARY:Reciclagem NR-35 / GWO - equipe <<place>>
DESCRIPTION:Plataforma EAD: https://ead.<<dom>>\\nLogin: <<user>>\\nSenha: <<cred>>
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)

F.reg(
    "eolica_asaas_billing_api_key_php",
    ("financeiro/asaas_config.php", "app/Config/Asaas<<n>>.php"),
    """<?php
// Asaas - boletos das medições mensais
define('ASAAS_API_URL', 'https://api.asaas.com/v3');
define('ASAAS_API_KEY', '<<cred>>');
define('ASAAS_WEBHOOK_TOKEN', '<<wt>>');
""",
    cred="p:asaas",
    syntax="",
    extra=lambda rng, s: {"wt": F.draw(rng, "alnum:24")},
)
