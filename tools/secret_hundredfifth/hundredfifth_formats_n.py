# ruff: noqa: E501
"""Family n: a drive-in cinema in Brasília (Brazil), Portuguese."""

from __future__ import annotations

import urllib.parse

from hundredfifth_spec import Fam, pick

F = Fam(
    name="drivein_cinema_brasilia_portuguese",
    orgs=("estrelacine", "cerradodrivein", "candangotelao"),
    tld="com.br",
    first=(
        "João|joao",
        "Ana|ana",
        "Lucas|lucas",
        "Juliana|juliana",
        "Rafael|rafael",
        "Fernanda|fernanda",
        "Thiago|thiago",
        "Beatriz|beatriz",
    ),
    last=(
        "Silva|silva",
        "Santos|santos",
        "Oliveira|oliveira",
        "Souza|souza",
        "Pereira|pereira",
        "Lima|lima",
    ),
    words=(
        "saudade",
        "cerrado",
        "ipe",
        "pequi",
        "candango",
        "paranoa",
        "brigadeiro",
        "pipoca",
        "jabuticaba",
        "flamengo",
        "cafezinho",
        "tucano",
        "telao",
        "estrela",
        "planalto",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "pacoca", "luna"),
    cc="55",
    city="Brasília",
)

F.reg(
    "brasiliadrivein_mercadopago_access_token_node",
    ("ingressos/mercadopago.js", "site/<<org>>/api/pagamento.js"),
    """import { MercadoPagoConfig, Preference } from 'mercadopago';

// Ingressos por carro — sessão de sábado
const client = new MercadoPagoConfig({ accessToken: '<<cred>>' });

export async function criarPreferencia(sessao, placa) {
  const pref = new Preference(client);
  return pref.create({ body: { items: [{ title: `Carro ${placa} — ${sessao}`, quantity: 1, unit_price: 60 }] } });
}
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "brasiliadrivein_efi_pix_client_secret_env",
    ("pix/.env", "bilheteria/<<org>>/.env"),
    """# Efí (Gerencianet) — cobranças Pix na entrada
EFI_CLIENT_ID=Client_Id_<<cid>>
EFI_CLIENT_SECRET=Client_Secret_<<cred>>
EFI_CERT_PATH=./certs/producao-<<id>>.p12
EFI_PIX_KEY=<<uuid>>
""",
    "p:efi",
    syntax="",
    extra=lambda rng, s: {"cid": rng.randbytes(20).hex()},
)

F.reg(
    "brasiliadrivein_fm_audio_icecast_xml",
    ("etc/icecast2/icecast.xml", "radio/<<org>>_icecast.xml"),
    """<icecast>
    <location>Drive-in <<city>> — áudio dos filmes em 87.9 FM e no app</location>
    <admin>tecnico@<<dom>></admin>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<cred>></admin-password>
    </authentication>
    <listen-socket><port>8000</port></listen-socket>
    <mount><mount-name>/telao</mount-name></mount>
</icecast>
""",
    "pw_xml",
)

F.reg(
    "brasiliadrivein_whatsapp_senha_bilheteria",
    ("WhatsApp/Conversa do WhatsApp com Equipe Drive-in.txt", "conversas/<<org>>_<<date>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: gente qual a senha do tablet da bilheteria? travou aqui na fila de carros 🚗🚗
<<dmy>> <<time>> - <<fn2>>: <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: valeuuu
""",
    "human",
)

F.reg(
    "brasiliadrivein_projection_smb_credentials_file",
    ("etc/samba/cred_projecao", "root/.smbcredentials"),
    """username=projecao
password=<<cred>>
domain=WORKGROUP
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "brasiliadrivein_sympla_api_python",
    ("integracoes/sympla.py", "scripts/<<org>>_sympla_checkin.py"),
    '''"""Lista de participantes do Sympla para o check-in por placa."""

import requests

SYMPLA_TOKEN = "<<cred>>"


def participantes(evento_id: int) -> list:
    r = requests.get(
        f"https://api.sympla.com.br/public/v3/events/{evento_id}/participants",
        headers={"s_token": SYMPLA_TOKEN},
        timeout=30,
    )
    return r.json()["data"]
''',
    "hex:64",
)


def _form(rng, s):
    pw = f"{pick(rng, ('Paçoca', 'Pipoca', 'Ipê', 'Candango', 'Telão', 'Jabuticaba'))} {pick(rng, ('Cerrado', 'Brasília', 'estrela'))}{rng.randint(1, 99)}!"
    enc = urllib.parse.urlencode({"usuario": s["user"], "senha": pw})
    return {"cred": pw, "enc": enc, "clen": len(enc)}


F.reg(
    "brasiliadrivein_lanchonete_pos_form_urlencoded_dump",
    ("debug/login_<<date>>.http", "logs/pos_<<org>>_request.txt"),
    """POST /api/login HTTP/1.1
Host: <<ip>>:<<port>>
User-Agent: okhttp/4.9.2
Content-Type: application/x-www-form-urlencoded
Content-Length: <<clen>>

<<enc>>
""",
    "pw",
    syntax="",
    extra=_form,
    decode=lambda t: urllib.parse.parse_qs(t.strip().rsplit("\n", 1)[-1])["senha"][0],
)

F.reg(
    "brasiliadrivein_firefox_logins_export_csv",
    ("backup/logins.csv", "Documentos/senhas_<<fa>>.csv"),
    """"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://portal.ingresso.com","<<email>>","<<cred>>",,"https://portal.ingresso.com","{<<uuid>>}","<<ms>>","<<ms>>","<<ms>>"
""",
    "human",
)
