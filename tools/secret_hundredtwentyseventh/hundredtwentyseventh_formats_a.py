# ruff: noqa: E501
"""Family a: a self-service laundromat in Campinas, Brazil (Portuguese)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam, dec_qp_after, enc_qp, fods

F = Fam(
    name="lavanderia_autoatendimento_campinas",
    prefix="lavcamp",
    orgs=("bolhaclara", "espumaviva", "lavalogo", "brilhomax"),
    shops=("Lavanderia Bolha Clara", "Espuma Viva Lavanderia Self-Service", "Lava Logo 24h"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Fernanda", "fernanda"),
        ("Luíza", "luiza"),
        ("Thiago", "thiago"),
        ("Márcia", "marcia"),
        ("Rafael", "rafael"),
        ("Camila", "camila"),
        ("Sérgio", "sergio"),
    ),
    last=(
        ("Araújo", "araujo"),
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
        ("Ribeiro", "ribeiro"),
        ("Nascimento", "nascimento"),
        ("Pereira", "pereira"),
    ),
    words=(
        "sabao",
        "espuma",
        "lavanderia",
        "ficha",
        "secadora",
        "amaciante",
        "toalha",
        "varal",
        "palmeiras",
        "guarani",
        "cheirinho",
        "limpinho",
        "barao",
        "cambui",
    ),
    pets=("pipoca", "bolinha", "thor", "mel", "pretinha", "paçoca"),
    cc="+55",
    places=("Cambuí", "Barão Geraldo", "Taquaral", "Sousas"),
    accented=("sabão", "lençol", "ação", "coração", "espumação", "paçoca", "pão"),
)

WA = """[<<dmy>> <<hms>>] <<fn>> <<ln>>: bom dia, a cliente da máquina 4 tá reclamando que o wifi não conecta
[<<dmy>> <<t2>>:02] <<fn2>> <<ln2>>: mudei ontem, esqueci de avisar 🙈
[<<dmy>> <<t2>>:31] <<fn2>> <<ln2>>: rede: <<org>>_clientes
[<<dmy>> <<t2>>:40] <<fn2>> <<ln2>>: senha: <<cred>>
[<<dmy>> <<t2>>:55] <<fn>> <<ln>>: valeu! vou colar no balcão do lado da tabela de preços
[<<dmy>> <<t2>>:58] <<fn>> <<ln>>: ‎figurinha omitida
"""

F.reg(
    "totem_pix_mercadopago_env",
    ("totem/<<org>>/.env", "srv/totem-loja<<n>>/.env.production"),
    """# Totem de pagamento (Pix + cartão) - <<shop>>, loja <<n>>
APP_ENV=production
LOJA_ID=<<n>>
MP_PUBLIC_KEY=APP_USR-<<rid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://totem.<<dom>>/webhooks/mercadopago
MAQUINAS_API=http://<<lan>>:8080/api/v1
SECADORA_MINUTOS=45
""",
    "p:mercadopago",
)

F.reg(
    "whatsapp_senha_wifi_clientes",
    (
        "backup/WhatsApp/Conversa do WhatsApp com Equipe <<org>> <<n>>.txt",
        "Downloads/Conversa do WhatsApp com <<fa>>_<<n>>.txt",
    ),
    WA,
    "human",
    "",
)

F.reg(
    "speedqueen_insights_sync_yaml",
    ("ops/insights/<<org>>-loja<<n>>.yaml", "etc/lavanderia/speedqueen-<<n>>.yml"),
    """# sincroniza ciclos das lavadoras Speed Queen com o painel Insights
store:
  name: "<<shop>>"
  location_id: <<n3>><<n>>
insights:
  base_url: https://api.speedqueeninsights.com/v1
  api_key: '<<cred>>'
  poll_seconds: 60
machines:
  - {id: W1, type: washer, capacity_kg: 10}
  - {id: W2, type: washer, capacity_kg: 15}
  - {id: D1, type: dryer, capacity_kg: 20}
report:
  email: <<email>>
""",
    "alnum:40",
)

F.reg(
    "intelbras_dvr_ffmpeg_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_loja<<n>>"),
    """ls /mnt/gravacoes
df -h
ping -c 3 <<lan>>
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=<<n>>&subtype=0" -t 00:10:00 -c copy /mnt/gravacoes/caixa_<<date>>.mp4
ls -lh /mnt/gravacoes | tail
sudo systemctl restart frigate
exit
""",
    "pw_url",
    "",
)

F.reg(
    "nfce_certificado_pfx_powershell",
    ("scripts/nfce/instalar-certificado-loja<<n>>.ps1", "C:/Lavanderia/NFCe/cert_<<org>>.ps1"),
    """# Instala o certificado A1 (NFC-e SEFAZ-SP) no repositório do usuário do PDV
$pfx   = "C:\\Lavanderia\\NFCe\\<<org>>_A1_<<year>>.pfx"
$senha = ConvertTo-SecureString -String '<<cred>>' -AsPlainText -Force
Import-PfxCertificate -FilePath $pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password $senha
Write-Host "Certificado da loja <<n>> instalado em $(Get-Date)"
""",
    "pw_sq",
    "",
)

F.reg(
    "contador_email_quoted_printable_senha",
    ("mail/Enviados/<<date>>_contador_<<n>>.eml", "Thunderbird/<<org>>/Sent/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: escritorio@contabil<<la2>>.com.br
Subject: =?UTF-8?Q?Acesso_ao_sistema_da_lavanderia?=
Date: Tue, <<d>> Mar <<year>> <<hms>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Ol=C3=A1 <<fn2>>,

segue o acesso ao painel das m=C3=A1quinas para voc=C3=AA fechar o m=C3=AAs:
usu=C3=A1rio: <<user>>
senha: <<enc>>

Qualquer d=C3=BAvida me chama no zap.
Abra=C3=A7os,
<<fn>>
""",
    lambda rng, f: f.accented_pw(rng),
    "",
    encode=enc_qp,
    decode=dec_qp_after("senha:"),
)


def _logins(s):
    rows = [
        ["Loja", "Sistema", "Usuário", "Senha", "Obs"],
        [str(s["place"]), "Painel Speed Queen", str(s["user"]), str(s["cred"]), "gerente"],
        [str(s["place"]), "Stone portal", str(s["email"]), "ver com " + str(s["fn2"]), ""],
        [str(s["place"]), "Wi-Fi clientes", str(s["org"]) + "_clientes", "(na parede)", ""],
    ]
    return fods(rows, "Acessos")


F.reg(
    "planilha_fods_acessos_lojas",
    ("Documentos/acessos_<<org>>_<<year>>.fods", "Drive/Lavanderia/senhas lojas <<n>>.fods"),
    _logins,
    "human",
    "xml",
)

F.reg(
    "telegram_bot_fila_maquinas_py",
    ("bot/fila_maquinas.py", "srv/<<org>>-bot/main_<<n>>.py"),
    '''"""Bot que avisa no Telegram quando a lavagem termina (<<shop>>)."""

import requests

TELEGRAM_TOKEN = '<<cred>>'
API = f"https://api.telegram.org/bot{TELEGRAM_TOKEN}"
MAQUINAS = "http://<<lan>>:8080/api/v1/maquinas"


def avisar(chat_id: int, maquina: str) -> None:
    texto = f"Sua roupa na {maquina} está pronta! Retire em até 15 min 🧺"
    requests.post(f"{API}/sendMessage", json={"chat_id": chat_id, "text": texto}, timeout=10)
''',
    "p:telegram",
)
